// Views and downloads count once per person per day (docs/architecture.md): a row per material, person
// and day, and the material's counter moves only when that row is new, in one statement, so
// two requests at once cannot both count.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

/** The calendar day (UTC) of the app clock, as the day column stores it. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export async function countOncePerDay(
  db: Kysely<Database>,
  kind: 'view' | 'download',
  materialId: string,
  userId: string,
  now: Date,
): Promise<void> {
  const table = kind === 'view' ? 'material_views' : 'material_downloads';
  const counter = kind === 'view' ? 'views' : 'downloads';
  await db
    .with('counted', (qb) =>
      qb
        .insertInto(table)
        .values({ material_id: materialId, user_id: userId, day: dayOf(now), created_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('material_id'),
    )
    .updateTable('materials')
    .set((eb) => ({ [counter]: eb(counter, '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('counted').select('counted.material_id'))
    .execute();
}
