// The Settings calls for messaging apps, tied to their contract types.
import { Type } from 'typebox';
import { MESSAGING_CHANNELS, type MessagingConnection, type MessagingLinkCode, type MessagingSettingsInput } from '@lectern/shared-api/contract';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { Nullable } from '../../http/schemas/nullable.ts';

export const ChannelParams = Type.Object({ channel: Type.Enum(MESSAGING_CHANNELS) });

export const MessagingConnectionSchema = matchesContract<MessagingConnection>()(
  Type.Object({
    channel: Type.Enum(MESSAGING_CHANNELS),
    available: Type.Boolean(),
    connected: Type.Boolean(),
    chatLabel: Nullable(Type.String()),
    linkedAt: Nullable(Type.String({ format: 'date-time' })),
    approvalNotices: Type.Boolean(),
    groupNotices: Type.Boolean(),
  }),
);

export const MessagingLinkCodeSchema = matchesContract<MessagingLinkCode>()(
  Type.Object({
    channel: Type.Enum(MESSAGING_CHANNELS),
    code: Type.String(),
    url: Nullable(Type.String()),
    message: Type.String(),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
);

/** At least one choice; an empty body changes nothing and is refused. */
export const MessagingSettingsBody = matchesContract<MessagingSettingsInput>()(
  Type.Object({ approvalNotices: Type.Optional(Type.Boolean()), groupNotices: Type.Optional(Type.Boolean()) }, { minProperties: 1 }),
);
