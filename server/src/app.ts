import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config.ts';
import type { AppDatabase } from './db/connect.ts';
import { ErrorEnvelope } from './http/envelope.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { loggerOptions } from './http/logging.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { healthRoutes } from './routes/health.ts';
import { referenceDataRoutes } from './routes/reference-data.ts';
import { searchRoutes } from './routes/search.ts';
import { statsRoutes } from './routes/stats.ts';
import { oneOriginStatic } from './static/one-origin.ts';

// The docs UI loads only its own files but sets inline styles, so it gets its own policy
// (still no 'unsafe-eval'; no upgrade-insecure-requests, which breaks plain-http hosts).
const API_DOCS_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; font-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

export interface BuildAppOptions {
  /** Where logs go; tests pass a stream to read them. Defaults to stdout. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole server as a Fastify instance, not yet listening (tests use app.inject).
 * The database must already be migrated: main.ts opens, migrates and seeds it first.
 */
export async function buildApp(config: Config, database: AppDatabase, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Unknown query keys are dropped, never an error (DESIGN.md §5).
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  app.addSchema(ErrorEnvelope);

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Lectern API', version: '0.1.0', description: 'Envelope and rules: DESIGN.md §5' },
      servers: [{ url: config.publicUrl }],
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: API_DOCS_CSP,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(referenceDataRoutes, { database });
      await api.register(statsRoutes, { database });
      await api.register(searchRoutes, { database });
    },
    { prefix: '/api' },
  );

  await app.register(oneOriginStatic, { remotes: config.remotes, staticRoot: config.staticRoot });
  return app;
}
