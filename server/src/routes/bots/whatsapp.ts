// GET/POST /api/bots/whatsapp: the WhatsApp Cloud API's webhook (docs/messaging.md).
// GET is Meta's verification handshake when the callback URL is saved in the app dashboard: answer
// hub.challenge only when hub.mode is 'subscribe' and hub.verify_token is WHATSAPP_VERIFY_TOKEN.
// POST is a delivery: its X-Hub-Signature-256 must be the HMAC of the raw body with
// WHATSAPP_APP_SECRET (missing or not a signature: 401; the wrong one: 403; nothing done either way).
// A signed delivery is answered 200 at once after each message is recorded once (acceptIncoming); the
// reply is a job. Registered only when WhatsApp is set up (routes/bots/index.ts), so otherwise 404.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { acceptIncoming } from '../../domain/messaging/index.ts';
import type { AppDeps } from '../../http/app-deps.ts';
import { ErrorEnvelope } from '../../http/envelope.ts';
import { failure } from '../../platform/api-error.ts';
import { checkWhatsAppSignature, sameSecret } from '../../platform/messaging/whatsapp-signature.ts';
import { readWhatsAppDelivery } from './whatsapp-delivery.ts';

/** Deliveries batch at most a few messages and statuses; a 64 KB message still fits well inside. */
export const WHATSAPP_WEBHOOK_BODY_LIMIT = 1024 * 1024;
const CHALLENGE_MAX = 512;

const Handshake = Type.Object({
  'hub.mode': Type.Optional(Type.String()),
  'hub.verify_token': Type.Optional(Type.String()),
  'hub.challenge': Type.Optional(Type.String({ maxLength: CHALLENGE_MAX })),
});

export const whatsappWebhookRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const config = deps.config.messaging.whatsapp;
  if (!config) return;

  app.get(
    '/whatsapp',
    {
      schema: {
        summary: 'WhatsApp webhook verification (Meta\'s hub.challenge handshake)',
        querystring: Handshake,
        response: { 200: Type.String(), 403: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = request.query;
      if (mode !== 'subscribe' || token === undefined || challenge === undefined || !sameSecret(token, config.verifyToken)) {
        return reply.status(403).send(failure(403, 'FORBIDDEN', 'The verify token does not match'));
      }
      return reply.status(200).type('text/plain; charset=utf-8').send(challenge);
    },
  );

  // The signature is over the body's exact bytes: in this plugin only, every body stays a Buffer
  // (whatever its declared type, so an unsigned request meets the signature check, not a 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/whatsapp',
    {
      bodyLimit: WHATSAPP_WEBHOOK_BODY_LIMIT,
      schema: {
        summary: 'WhatsApp webhook deliveries (signed with X-Hub-Signature-256)',
        response: { 200: Type.Object({ status: Type.Literal('success'), data: Type.Object({ received: Type.Integer() }) }), 401: ErrorEnvelope, 403: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = checkWhatsAppSignature(raw, request.headers['x-hub-signature-256'], config.appSecret);
      if (signature === 'missing' || signature === 'malformed') {
        return reply.status(401).send(failure(401, 'UNAUTHORIZED', 'A WhatsApp delivery must carry X-Hub-Signature-256: sha256=<hex>'));
      }
      if (signature === 'mismatch') {
        request.log.warn('WhatsApp delivery refused: its signature does not match');
        return reply.status(403).send(failure(403, 'FORBIDDEN', 'The signature does not match this body'));
      }

      let payload: unknown;
      try {
        payload = JSON.parse(raw.toString('utf8'));
      } catch {
        // Signed, so it is Meta's: a non-2xx would only have it redelivered, unchanged, for days.
        request.log.warn({ bytes: raw.length }, 'WhatsApp delivery is not JSON; ignored');
        return { status: 'success' as const, data: { received: 0 } };
      }
      const messages = readWhatsAppDelivery(payload, config.phoneNumberId);
      for (const message of messages) await acceptIncoming(deps.messaging, message);
      return { status: 'success' as const, data: { received: messages.length } };
    },
  );
};
