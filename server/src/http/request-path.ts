import type { FastifyRequest } from 'fastify';

/** The request's path, without its query. */
export function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

export function isApiPath(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return path === '/api' || path.startsWith('/api/');
}
