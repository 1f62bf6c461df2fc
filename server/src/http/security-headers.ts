import type { FastifyInstance } from 'fastify';

/**
 * Headers every response carries. HTML that does not set its own Content-Security-Policy
 * (the shell's index.html does; the API docs plugin does) gets the strict default.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', STRICT_HTML_CSP);
    }
    return payload;
  });
}

const STRICT_HTML_CSP =
  "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";
