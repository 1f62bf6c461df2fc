// GET /user's query and answer (User Management, admins), tied to the contract's types.
import { Type } from 'typebox';
import { ROLES, USER_LIST_DEFAULT_LIMIT, USER_QUERY_MAX, type ManagedUser, type UserList, type UserListQuery } from '@lectern/shared-api/contract';
import { trimmed } from '../../http/field-messages.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { PagedSchema, limitField, pageField } from '../../http/schemas/paged.ts';

export const UserListQuerySchema = matchesContract<UserListQuery>()(
  Type.Object({
    page: pageField(),
    limit: limitField(USER_LIST_DEFAULT_LIMIT),
    query: Type.Optional(
      Type.String({ maxLength: USER_QUERY_MAX, ...trimmed, description: 'Part of the first name, last name, "first last", username or email; any case' }),
    ),
    role: Type.Optional(Type.Enum(ROLES, { description: `Only this role: ${ROLES.join(', ')}` })),
  }),
);

export const ManagedUserSchema = matchesContract<ManagedUser>()(
  Type.Object({
    id: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    username: Type.Union([Type.String(), Type.Null()]),
    email: Type.String(),
    department: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
    level: Type.Union([Type.Integer(), Type.Null()]),
    role: Type.Enum(ROLES),
    emailVerified: Type.Boolean(),
    createdAt: Type.String({ format: 'date-time' }),
    lastActiveAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Last sign-in or use of the site; null if never' }),
  }),
);

const Paged = PagedSchema(ManagedUserSchema);

export const UserListSchema = matchesContract<UserList>()(
  Type.Object({
    data: Paged.properties.data,
    pagination: Paged.properties.pagination,
    stats: Type.Object(
      { total: Type.Integer(), active: Type.Integer() },
      { description: 'Site-wide, whatever the filters: every account, and those active in the last 30 days' },
    ),
  }),
);
