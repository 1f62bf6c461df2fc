// Two apps on one test database (PGlite by default, PostgreSQL in the postgres tier), as two
// servers of one site are: each with its own DATA_DIR, both answering one bot whose Bot API is
// a fake Telegram.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app.ts';
import type { Config } from '../../src/platform/config.ts';
import { startFakeTelegram, type FakeTelegram } from '../helpers/fake-telegram.ts';
import { createTestClock } from '../helpers/test-clock.ts';
import { testConfig } from '../helpers/test-config.ts';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, type TestDatabase } from '../helpers/test-database.ts';

/** Set before the file's tests run (read them inside tests, not at load). */
export interface TwoBotServers {
  fake: FakeTelegram;
  database: TestDatabase;
  servers: FastifyInstance[];
}

/** What server `index` is built with besides its config and the database (both: one test clock, no Office). */
type ExtraOptions = (config: Config, database: TestDatabase, index: number) => BuildAppOptions;

/** Starts the fake and both apps before the file's tests; closes them and removes their folders after. */
export function useTwoBotServers(bot: { token: string; secret: string }, extra: ExtraOptions = () => ({})): TwoBotServers {
  const world = { servers: [] as FastifyInstance[] } as TwoBotServers;
  let dataDir = '';
  beforeAll(async () => {
    world.fake = await startFakeTelegram(bot.token);
    world.database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-bots-'));
    const env = { TELEGRAM_BOT_TOKEN: bot.token, TELEGRAM_WEBHOOK_SECRET: bot.secret, TELEGRAM_API_ROOT: world.fake.url };
    const clock = createTestClock();
    world.servers = await Promise.all(
      ['one', 'other'].map((name, index) => {
        const config = testConfig({ DATA_DIR: path.join(dataDir, name), ...env });
        return buildApp(config, world.database.database, { clock: clock.clock, office: null, ...extra(config, world.database, index) });
      }),
    );
    await Promise.all(world.servers.map((server) => server.ready()));
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all(world.servers.map((server) => server.close()));
    await world.database?.cleanup();
    await world.fake?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return world;
}
