// The signed-in person of a request as the domains take it (requireUser has run).
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../domain/users/index.ts';

/** The person asking, from requireUser. */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = request.user;
  if (!user) throw new Error('requireUser did not run');
  return { id: user.id, role: user.role, departmentId: user.departmentId };
}
