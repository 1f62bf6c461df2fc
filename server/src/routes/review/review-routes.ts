// The calls of one review queue (docs/api-contract.md), the same for every kind: the list by status,
// the counts, the decision (staff) and the delete (admins). The kind's description says what
// differs: its rows, its card's schema and how its key appears in the path.
import { Type, type TObject, type TSchema } from 'typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  REVIEW_ACCESS,
  REVIEW_ACTIONS,
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  REVIEW_PAGE_SIZES,
  REVIEW_STATUSES,
  type ReviewCounts,
  type ReviewRequest,
} from '@lectern/shared-api/contract';
import type { AppDeps } from '../../http/app-deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from '../../http/envelope.ts';
import { matchesContract } from '../../http/schemas/contract-match.ts';
import { PagedSchema, limitField, pageField } from '../../http/schemas/paged.ts';
import { viewerOf } from '../../http/viewer.ts';
import { deleteItem, reviewItem, type ReviewKindSpec } from '../../domain/review/index.ts';
import { LIST_CACHE_CHANNEL, LIST_CACHE_TTL_MS } from '../../domain/materials/index.ts';
import { BusClearedCache } from '../../platform/cache/bus-cleared-cache.ts';

/** Queue totals kept (small numbers): this many lists of one kind. */
const MAX_TOTALS = 1000;
/** Shared queue pages kept, weighed by their items: at most this many items of one kind. */
const MAX_ITEMS = 2000;

const ReviewBody = matchesContract<ReviewRequest>()(
  Type.Object({
    action: Type.Enum(REVIEW_ACTIONS),
    comment: Type.Optional(Type.String({ maxLength: REVIEW_COMMENT_MAX })),
  }),
);

const CountsSchema = matchesContract<ReviewCounts>()(Type.Object({ pending: Type.Integer(), approved: Type.Integer(), rejected: Type.Integer() }));

const QUERY_MAX = 200;

export interface QueueRoutes<Key, Item> {
  spec: ReviewKindSpec<Key, Item>;
  item: TSchema;
  /** The key's path parameters (':id', or ':departmentId/:courseId') and their schema. */
  keyPath: string;
  keyParams: TObject;
  keyOf(params: Record<string, string>): Key;
  /** Extra list filters (blogs: type). */
  extraQuery?: Record<string, TSchema>;
  /** After a decision has committed (materials: the approval notice in a linked chat). A failure here is logged, never the reviewer's. */
  afterCommit?(key: Key, action: ReviewRequest['action']): Promise<unknown>;
}

export function registerQueue<Key, Item>(app: FastifyInstance, deps: AppDeps, queue: QueueRoutes<Key, Item>): void {
  const { spec } = queue;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const base = `/review/${spec.kind}`;
  const notFound = () => new ApiError(404, 'NOT_FOUND', REVIEW_MESSAGES.notFound);
  const readers = deps.auth.requireRole(...REVIEW_ACCESS[spec.kind].read);
  const deciders = deps.auth.requireRole(...REVIEW_ACCESS[spec.kind].decide);
  // "Page X of Y" of a queue, kept LIST_CACHE_TTL_MS: any decision or delete (below) clears the
  // material lists' channel on every server, and this with it; a new submission shows in the
  // rows at once and in the total within the TTL.
  const totals = new BusClearedCache<number>({ clock: deps.clock, ttlMs: LIST_CACHE_TTL_MS, maxWeight: MAX_TOTALS, bus: deps.invalidation, channels: [LIST_CACHE_CHANNEL] });
  // A kind's shared page (the rows every reader sees, the asker's marks apart), kept the same way.
  const pages = new BusClearedCache<unknown>({
    clock: deps.clock,
    ttlMs: LIST_CACHE_TTL_MS,
    maxWeight: MAX_ITEMS,
    bus: deps.invalidation,
    channels: [LIST_CACHE_CHANNEL],
    weigh: (rows) => (Array.isArray(rows) ? rows.length : 1),
  });

  typed.get(
    base,
    {
      schema: {
        summary: `The ${spec.noun} queue by status (${REVIEW_ACCESS[spec.kind].read.join(', ')}): pending oldest first, decided newest first`,
        querystring: Type.Object({
          status: Type.Optional(Type.Enum(REVIEW_STATUSES, { default: 'pending' })),
          query: Type.Optional(Type.String({ maxLength: QUERY_MAX })),
          page: pageField(),
          limit: limitField(REVIEW_PAGE_SIZES[spec.kind]),
          ...queue.extraQuery,
        }),
        response: { 200: Success(PagedSchema(queue.item)), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      // A hot read-only list: a session (and its role) checked in the last few seconds is not read again.
      preHandler: deps.auth.requireRecentRole(...REVIEW_ACCESS[spec.kind].read),
    },
    async (request: FastifyRequest) => {
      const q = request.query as { status?: 'pending' | 'approved' | 'rejected'; query?: string; page?: number; limit?: number; type?: string };
      const status = q.status ?? 'pending';
      const query = q.query?.trim() || undefined;
      const page = q.page ?? 1;
      const limit = q.limit ?? REVIEW_PAGE_SIZES[spec.kind];
      const key = JSON.stringify([status, query ?? '', q.type ?? '']);
      return ok(
        await spec.list(deps.database.db, {
          status,
          query,
          page,
          limit,
          type: q.type,
          asker: viewerOf(request),
          total: (count) => totals.get(key, count),
          sharedPage: (load) => pages.get(JSON.stringify([key, page, limit]), load) as ReturnType<typeof load>,
        }),
      );
    },
  );

  typed.get(
    `${base}/count`,
    {
      schema: {
        summary: `How many ${spec.noun}s are pending, approved and rejected (${REVIEW_ACCESS[spec.kind].read.join(', ')})`,
        querystring: Type.Object({ departmentId: Type.Optional(Type.String({ format: 'uuid' })) }),
        response: { 200: Success(CountsSchema), ...COMMON_ERRORS, ...errorResponses(401, 403) },
      },
      preHandler: readers,
    },
    async (request) => ok(await spec.counts(deps.database.db, request.query.departmentId)),
  );

  typed.post(
    `${base}/review/${queue.keyPath}`,
    {
      schema: {
        summary: `Approve or reject a pending ${spec.noun} (${REVIEW_ACCESS[spec.kind].decide.join(', ')}); the author is told, with the reason on a rejection`,
        description: `409 CONFLICT unless it is pending ("${REVIEW_MESSAGES.notPending}"), also when two reviewers act at once: one wins.`,
        params: queue.keyParams,
        body: ReviewBody,
        response: { 200: Success(queue.item), ...COMMON_ERRORS, ...errorResponses(401, 403, 404, 409) },
      },
      preHandler: deciders,
    },
    async (request) => {
      const reviewer = viewerOf(request);
      const comment = request.body.comment?.trim() || null;
      const key = queue.keyOf(request.params as Record<string, string>);
      const decision = { action: request.body.action, comment, reviewer, at: deps.clock() };
      const result = await reviewItem(deps.database.db, spec, key, decision, (userId) => deps.auth.roleChanged(userId));
      if (result === 'not-found') throw notFound();
      if (result === 'not-pending') throw new ApiError(409, 'CONFLICT', REVIEW_MESSAGES.notPending);
      await queue.afterCommit?.(key, request.body.action).catch((error: unknown) => request.log.error({ err: error }, `after deciding a ${spec.noun}`));
      // An approval changes what search lists (a material, a course's code): asked again at once.
      deps.listCache.clear();
      deps.referenceCache.invalidate();
      return ok(result);
    },
  );

  typed.delete(
    `${base}/${queue.keyPath}`,
    {
      schema: {
        summary: `Delete a ${spec.noun} for good (admins), in any status; recorded`,
        params: queue.keyParams,
        response: { 200: Success(Type.Object({ deleted: Type.Literal(true) })), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireRole('admin'),
    },
    async (request) => {
      const key = queue.keyOf(request.params as Record<string, string>);
      if (!(await deleteItem(deps.database.db, spec, key, viewerOf(request).id, deps.clock(), deps.storage))) throw notFound();
      deps.listCache.clear();
      deps.referenceCache.invalidate();
      return ok({ deleted: true as const });
    },
  );
}
