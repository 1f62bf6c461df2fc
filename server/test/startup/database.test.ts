import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prepareDatabase } from '../../src/setup/prepare-database.ts';
import { testConfig } from '../helpers/test-config.ts';

// The embedded database on disk: created, migrated and seeded once; a restart keeps the data
// and neither migrates nor seeds again. (With TEST_DATABASE_URL the API suites cover PostgreSQL.)
// Opening an on-disk PGlite twice takes tens of seconds on a busy 2-core machine: a long timeout.
test('PGlite in DATA_DIR/db survives a restart; REFERENCE_DATA seeds a new site', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-db-'));
  const reference = path.join(dataDir, 'reference.json');
  fs.writeFileSync(
    reference,
    JSON.stringify({
      faculties: [
        {
          name: 'College of Medicine',
          departments: [{ name: 'Anatomy', courses: [{ code: 'ana 201', name: 'Gross Anatomy', level: 200 }] }, { name: 'Physiology' }],
        },
      ],
    }),
  );
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const config = testConfig({ DATA_DIR: dataDir, REFERENCE_DATA: reference });
  try {
    const first = await prepareDatabase(config, log);
    const courses = await first.db.selectFrom('courses').select(['course_code', 'code_key']).execute();
    expect(courses).toEqual([{ course_code: 'ANA201', code_key: 'ANA201' }]);
    await first.db.insertInto('departments').values({ name: 'Added later', faculty_id: (await first.db.selectFrom('faculties').select('id').executeTakeFirstOrThrow()).id }).execute();
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(true);

    const second = await prepareDatabase(config, log);
    const names = (await second.db.selectFrom('departments').select('name').orderBy('name').execute()).map((d) => d.name);
    expect(names).toEqual(['Added later', 'Anatomy', 'Physiology']);
    await second.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
