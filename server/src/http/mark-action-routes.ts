// The idempotent marks a signed-in person puts on something they may open and takes back (save a
// material, like a material or a blog post): POST sets, DELETE clears, and each answers the thing
// as it is now, so the page shows the new counts without a second read.
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import type { Viewer } from '../domain/users/index.ts';
import type { AppDeps } from './app-deps.ts';
import { COMMON_ERRORS, Success, errorResponses, ok } from './envelope.ts';
import { viewerOf } from './viewer.ts';

export interface MarkAction {
  method: 'POST' | 'DELETE';
  /** The route, `:id` the thing's id. */
  url: string;
  summary: string;
  run(id: string, viewer: Viewer): Promise<unknown>;
}

export interface MarkActionRoutes<Item> {
  /** What the thing is called in the description ('material', 'post'). */
  noun: string;
  params: TSchema;
  item: TSchema;
  actions: readonly MarkAction[];
  /** The id of the thing if the viewer may open it; else throws the 404. */
  openable(viewer: Viewer, id: string): Promise<string>;
  /** The thing as the viewer now sees it. */
  read(viewer: Viewer, id: string): Promise<Item>;
}

export function registerMarkActions<Item>(app: FastifyInstance, deps: AppDeps, routes: MarkActionRoutes<Item>): void {
  for (const action of routes.actions) {
    app.route<{ Params: { id: string } }>({
      method: action.method,
      url: action.url,
      schema: {
        summary: action.summary,
        description: `Answers the ${routes.noun} as it is now. 404 NOT_FOUND for a ${routes.noun} the caller may not open.`,
        params: routes.params,
        response: { 200: Success(routes.item), ...COMMON_ERRORS, ...errorResponses(401, 403, 404) },
      },
      preHandler: deps.auth.requireUser,
      handler: async (request) => {
        const viewer = viewerOf(request);
        const id = await routes.openable(viewer, request.params.id);
        await action.run(id, viewer);
        return ok(await routes.read(viewer, id));
      },
    });
  }
}
