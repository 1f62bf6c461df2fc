import { Type } from 'typebox';
import type { AcceptedResponse, AuthCheck, AuthProviders } from '@lectern/shared-api/contract';
import { matchesContract } from './contract-match.ts';

export const AcceptedSchema = matchesContract<AcceptedResponse>()(Type.Object({ message: Type.String() }));

export const AuthCheckSchema = matchesContract<AuthCheck>()(Type.Object({ loggedIn: Type.Boolean() }));

export const AuthProvidersSchema = matchesContract<AuthProviders>()(
  Type.Object({ google: Type.Union([Type.Object({ clientId: Type.String() }), Type.Null()]) }),
);
