// Settings > Messaging apps: a person's connections, a one-time code to link a chat,
// disconnecting, and the notices told in the chat (approvals, study groups). Every
// signed-in role may link a chat; what the chat then finds follows that person's access on the site.
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES, MESSAGING_CHANNEL_LABELS, MESSAGING_MESSAGES, type MessagingChannel, type MessagingLinkCode } from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { RateLimiter } from '../../http/rate-limit.ts';
import { viewerOf } from '../../http/viewer.ts';
import { ApiError } from '../../platform/api-error.ts';
import type { MessagingConfig } from '../../platform/messaging/config.ts';
import { LINK_CODES_PER_MINUTE, connectionsOf, createLinkCode, setNoticeChoices, unlinkUser } from '../../domain/messaging/index.ts';
import { ChannelParams, MessagingConnectionSchema, MessagingLinkCodeSchema, MessagingSettingsBody } from './messaging-schemas.ts';

const NO_CHOICE = 'Say which notices to turn on or off: approvalNotices, groupNotices, or both.';

/** Settings never asks this (it shows the switch only when connected); another client may. */
const notConnected = (channel: MessagingChannel) => `${MESSAGING_CHANNEL_LABELS[channel]} is not connected.`;

/** What the person sends the bot, and the link that sends it for them where the channel has one. */
function linkMessage(config: MessagingConfig, channel: MessagingChannel, code: string): Pick<MessagingLinkCode, 'url' | 'message'> {
  if (channel === 'telegram') {
    const bot = config.telegram?.botUsername;
    return { message: `/start ${code}`, url: bot ? `https://t.me/${bot}?start=${code}` : null };
  }
  const number = config.whatsapp?.displayNumber;
  return { message: `link ${code}`, url: number ? `https://wa.me/${number}?text=${encodeURIComponent(`link ${code}`)}` : null };
}

export const messagingRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps.database;
  const available = (channel: MessagingChannel) => deps.messaging.channels[channel] !== undefined;
  const codeLimiter = new RateLimiter(db, LINK_CODES_PER_MINUTE, deps.clock);

  // Per person, not per address: a class behind one address may all link at once.
  const limitCodes: preHandlerAsyncHookHandler = async (request, reply) => {
    const wait = await codeLimiter.hit([`messaging-link|user|${viewerOf(request).id}`]);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'RATE_LIMITED', AUTH_MESSAGES.rateLimited);
    }
  };
  const setUp = (channel: MessagingChannel) => {
    if (!available(channel)) throw new ApiError(404, 'NOT_FOUND', MESSAGING_MESSAGES.notAvailable(channel));
  };

  app.get(
    '/user/messaging',
    {
      schema: {
        summary: 'The messaging apps as the signed-in person sees them: set up on this server or not, connected or not',
        querystring: Type.Object({}),
        response: { 200: Success(Type.Array(MessagingConnectionSchema)), ...COMMON_ERRORS, ...errorResponses(401) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await connectionsOf(db, viewerOf(request).id, available));
    },
  );

  app.post(
    '/user/messaging/:channel/link',
    {
      schema: {
        summary: 'A one-time code that links a chat to this account (single use, 10 minutes); earlier codes for the channel stop working',
        description: `404 NOT_FOUND when the channel is not set up on this server ("${MESSAGING_MESSAGES.notAvailable('telegram')}"), like its webhook; 429 after ${LINK_CODES_PER_MINUTE} codes in a minute.`,
        params: ChannelParams,
        response: { 201: Success(MessagingLinkCodeSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 429) },
      },
      preHandler: [deps.auth.requireUser, limitCodes],
    },
    async (request, reply) => {
      const { channel } = request.params;
      setUp(channel);
      const { code, expiresAt } = await createLinkCode(db, viewerOf(request).id, channel, deps.clock());
      reply.code(201).header('cache-control', 'no-store');
      return ok({ channel, code, ...linkMessage(deps.config.messaging, channel, code), expiresAt: expiresAt.toISOString() });
    },
  );

  app.delete(
    '/user/messaging/:channel',
    {
      schema: {
        summary: 'Disconnect the chat linked in this channel (nothing to do when none is); answers the channel as it now is',
        params: ChannelParams,
        response: { 200: Success(MessagingConnectionSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const { channel } = request.params;
      const userId = viewerOf(request).id;
      await unlinkUser(db, userId, channel, deps.clock());
      const connections = await connectionsOf(db, userId, available);
      return ok(connections.find((connection) => connection.channel === channel)!);
    },
  );

  app.patch(
    '/user/messaging/:channel',
    {
      schema: {
        summary: 'Turn notices in the linked chat on or off: approvals of my uploads, and my study groups (replies, helpful marks, new sessions)',
        description: 'Only the choices given change (at least one). 404 NOT_FOUND when no chat is connected in this channel.',
        params: ChannelParams,
        body: MessagingSettingsBody,
        response: { 200: Success(MessagingConnectionSchema), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
    },
    async (request) => {
      const { channel } = request.params;
      // Unknown keys are dropped before this: a body naming no choice changes nothing.
      if (request.body.approvalNotices === undefined && request.body.groupNotices === undefined) {
        throw new ApiError(400, 'VALIDATION', NO_CHOICE, [{ field: 'request', message: NO_CHOICE }]);
      }
      const updated = await setNoticeChoices(db, viewerOf(request).id, channel, request.body, available(channel));
      if (!updated) throw new ApiError(404, 'NOT_FOUND', notConnected(channel));
      return ok(updated);
    },
  );
};
