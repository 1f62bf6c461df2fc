// Which database a read goes to (docs/architecture.md, "Read replicas"): a replica when one is
// usable, except for a person who wrote in the last READ_YOUR_WRITES_MS, who reads from the
// primary so they see their own change (their next page may come from any server: a short
// cookie says so, and this server also remembers the account). A replica that fails a read
// hands it to the primary at once, so a stopped replica costs no failed request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../platform/clock.ts';
import type { AppDatabase } from '../platform/db/connect.ts';
import type { Database } from '../platform/db/schema.ts';
import { readCookie } from '../domain/auth/index.ts';

/** A person's reads go to the primary this long after their own write: longer than a replica may lag. */
export const READ_YOUR_WRITES_MS = 5_000;
export const WROTE_COOKIE = 'lectern_wrote';
/** Accounts remembered per server; past it the oldest go (the cookie still carries them). */
const WRITERS_KEPT = 10_000;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ReadRouting {
  /** Runs `work` on the database the request should read from; on the primary again when a replica fails it. */
  read<T>(request: FastifyRequest, work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

/**
 * Registers the hook that marks a person's writes and returns the router. Without replicas it
 * only ever gives the primary, and sets no cookie.
 */
export function registerReadRouting(app: FastifyInstance, database: AppDatabase, clock: Clock, secure: boolean): ReadRouting {
  const { replicas } = database;
  if (!replicas) return { read: (_request, work) => work(database.db) };
  const writers = new Map<string, number>();

  app.addHook('onSend', async (request, reply) => {
    if (!UNSAFE.has(request.method) || reply.statusCode >= 400) return;
    const seconds = Math.ceil(READ_YOUR_WRITES_MS / 1000);
    reply.header('set-cookie', `${WROTE_COOKIE}=1; Max-Age=${seconds}; Path=/api; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
    const userId = request.user?.id;
    if (userId) {
      writers.delete(userId);
      writers.set(userId, clock().getTime());
      if (writers.size > WRITERS_KEPT) writers.delete(writers.keys().next().value!);
    }
  });

  const wroteLately = (request: FastifyRequest) => {
    if (readCookie(request.headers.cookie, WROTE_COOKIE)) return true;
    const at = request.user ? writers.get(request.user.id) : undefined;
    return at !== undefined && clock().getTime() - at < READ_YOUR_WRITES_MS;
  };

  return {
    async read(request, work) {
      const replica = wroteLately(request) ? null : replicas.pick();
      if (!replica) return work(database.db);
      try {
        return await work(replica);
      } catch (error) {
        // Anything a replica fails (lost connection, a query cancelled by its recovery) is asked
        // of the primary; a mistake in the query fails there too, and is reported as usual.
        replicas.failed(replica);
        request.log.warn({ err: error }, 'a read replica failed a read: asked the primary');
        return work(database.db);
      }
    },
  };
}
