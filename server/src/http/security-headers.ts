import type { FastifyInstance } from 'fastify';
import { isApiPath } from './request-path.ts';

/**
 * Headers every response carries (nosniff), and every page and API answer: nothing of this site
 * is meant to be framed by another (X-Frame-Options for old browsers, `frame-ancestors 'none'` in
 * every policy for the rest).
 * HTML that does not set its own Content-Security-Policy (the shell's index.html does; the API
 * docs plugin does) gets the strict default; an API answer (JSON, a file) that sets none gets
 * one that allows nothing, and one that sets its own (an inline PDF) gains frame-ancestors.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    const type = String(reply.getHeader('content-type') ?? '');
    // Framing and referrer rules mean something for what can be opened as a page; a script, style
    // sheet or font a page loads is neither framed nor a referrer, and its headers are bytes every
    // first visit pays (the JS budget of `/` counts them).
    if (!SUBRESOURCE_TYPE.test(type) || isApiPath(request)) {
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
    }
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && isApiPath(request) && !/frame-ancestors/.test(policy)) {
      reply.header('content-security-policy', `${policy}; ${NO_FRAMING}`);
    } else if (policy === undefined) {
      if (type.startsWith('text/html')) reply.header('content-security-policy', STRICT_HTML_CSP);
      else if (isApiPath(request)) reply.header('content-security-policy', API_CSP);
    }
    return payload;
  });
}

const NO_FRAMING = "frame-ancestors 'none'";

/** Scripts, style sheets and fonts: loaded by a page, never opened as one. */
const SUBRESOURCE_TYPE = /^(application\/javascript|text\/javascript|text\/css|font\/)/;

const STRICT_HTML_CSP = `default-src 'self'; object-src 'none'; base-uri 'none'; ${NO_FRAMING}; form-action 'self'`;

/** JSON and files load nothing and run nothing. */
const API_CSP = `default-src 'none'; ${NO_FRAMING}`;
