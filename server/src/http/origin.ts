import type { FastifyRequest } from 'fastify';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/**
 * Cross-site request forgery guard for cookie-authenticated calls: the browser's `Origin`
 * must be this request's own origin (scheme and Host) or PUBLIC_URL's. A missing or
 * `null` Origin is refused too. Bearer calls need no check: another site cannot set that header.
 */
export function hasTrustedOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  const given = originOf(origin);
  if (given === null) return false;
  return given === originOf(publicUrl) || given === originOf(`${request.protocol}://${request.host}`);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
