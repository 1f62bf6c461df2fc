// Answers that depend on who asks (their marks, their groups, what they may see) must not be
// kept along the way: not by the browser's cache, not by a shared proxy.
import type { FastifyInstance } from 'fastify';

/** Every answer of `app`'s routes goes out `cache-control: no-store`, unless the route set its own. */
export function answerNeverCached(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
