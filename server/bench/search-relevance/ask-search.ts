// Each query through the real search as the web app asks it: the whole app (buildApp), the
// signed-in searcher, GET /api/materials?query=<text>&limit=10, the first page, no sort (the
// search's own order). One query at a time; each text is asked once, so no answer comes from the
// list cache. Only the page's `data` is read (a later answer may say more, e.g. a spelling it
// searched instead).
import type { Material } from '@lectern/shared-api/contract';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/platform/config.ts';
import type { AppDatabase } from '../../src/platform/db/connect.ts';
import { CUTOFF } from './metrics.ts';

export interface Answer {
  /** The page's material ids, in order. */
  ids: string[];
  ms: number;
}

export async function askEach(config: Config, database: AppDatabase, token: string, texts: readonly string[]): Promise<Answer[]> {
  const app = await buildApp(config, database, { office: null });
  await app.ready();
  try {
    const answers: Answer[] = [];
    for (const text of texts) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/materials?query=${encodeURIComponent(text)}&limit=${CUTOFF}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`GET /api/materials?query=${text}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      const page = response.json<{ data: { data: Material[] } }>().data;
      answers.push({ ids: page.data.map((material) => material.id), ms: performance.now() - started });
    }
    return answers;
  } finally {
    await app.close();
  }
}
