// The documents benchmark's catalogue (docs/documents.md, "Scale"): `materials` PDF materials whose text is
// stored as the document job stores it (document-text.ts): each page in material_pages, the whole
// text as weight-D lexemes in materials.body_vector, text_indexed_at set and preview_status
// 'ready', so the server started on it queues no job. Their file keys are made up (no file is
// stored; a download would answer 404): the benchmark downloads none.
//
// Bulk, on PostgreSQL: this process writes the text (course-text.ts) and sends it in batches of
// a few megabytes, two at a time (one per core), each one statement that inserts the materials
// and their pages; the text indexes are dropped first and built again at the end, as the
// PostgreSQL manual advises for a bulk load.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema.ts';
// The same title words and tags as the links' catalogue: title-word queries find headings and bodies alike.
import { TAGS, WORDS } from '../bulk-data.ts';
import { documentPages, randomFrom } from './course-text.ts';

export interface BodySize {
  min: number;
  max: number;
}

/** BENCH_BODY_BYTES: '2048' (2 KB ± 25%) or '1024-51200' (evenly between). */
export function parseBodySize(text: string): BodySize {
  const range = /^(\d+)-(\d+)$/.exec(text);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  const around = Number(text);
  if (!Number.isFinite(around) || around <= 0) throw new Error(`BENCH_BODY_BYTES must be a number of bytes or a range (e.g. 1024-51200): ${text}`);
  return { min: Math.round(around * 0.75), max: Math.round(around * 1.25) };
}

/** The made-up file keys are md5('bench-document/<n>'): shaped as storage keys, of no stored file. */
const KEY_PREFIX = 'bench-document/';
/** Text per statement. */
const BATCH_CHARS = 4_000_000;
/** Statements at once: one per core of this machine. */
const IN_FLIGHT = 2;

interface Batch {
  numbers: number[];
  pages: number[];
  bodies: string[];
}

function insertBatch(db: Kysely<Database>, batch: Batch) {
  return sql`with pages as (select * from unnest(${batch.numbers}::int[], ${batch.pages}::int[], ${batch.bodies}::text[]) as p(n, page, body)),
      documents as (select n, count(*)::int as pages, string_agg(body, E'\n' order by page) as body from pages group by n),
      u as (select array_agg(id order by id) ids from users where email like '%@bench.invalid'),
      c as (select array_agg(id order by code_key) ids from courses),
      inserted as (
        insert into materials (uploader_id, course_id, label, description, classification, type, file_key, file_name, mime_type,
                               size_bytes, pages, preview_status, body_vector, text_indexed_at, visibility, restriction, tags,
                               review_status, downloads, views, likes, created_at)
        select u.ids[1 + d.n % array_length(u.ids, 1)],
               c.ids[1 + ((d.n::bigint * 7919) % array_length(c.ids, 1))::int],
               initcap(w.words[1 + d.n % 30]) || ' ' || w.words[1 + (d.n / 30) % 30] || ' notes ' || d.n,
               'Notes on ' || w.words[1 + (d.n * 3) % 30] || ', ' || w.words[1 + (d.n * 17) % 30] || ' and worked examples.',
               (array['exam-past-questions','lecture-notes','assignments','tutorials','lab-reports','study-guides','other'])[1 + d.n % 7],
               'pdf', md5(${KEY_PREFIX}::text || d.n), 'notes-' || d.n || '.pdf', 'application/pdf',
               octet_length(d.body) * 4, d.pages, 'ready', setweight(to_tsvector('english', d.body), 'D'), now(),
               case when d.n % 20 = 0 then 'private' when d.n % 20 = 1 then 'unlisted' else 'public' end,
               case when d.n % 10 = 2 then 'restricted' when d.n % 10 = 3 then 'view only' else 'downloadable' end,
               array[t.tags[1 + d.n % 10], t.tags[1 + (d.n / 10) % 10]],
               case when d.n % 25 = 0 then 'pending' when d.n % 25 = 1 then 'rejected' else 'approved' end,
               (hashtext(d.n::text) & 1023), (hashtext(d.n::text || 'v') & 4095), (hashtext(d.n::text || 'l') & 255),
               now() - make_interval(mins => d.n)
        from documents d, u, c,
             (select ${WORDS}::text[] as words) w,
             (select ${TAGS}::text[] as tags) t
        returning id, file_key)
    insert into material_pages (material_id, page, body)
    select i.id, p.page, p.body from inserted i join pages p on i.file_key = md5(${KEY_PREFIX}::text || p.n)`.execute(db);
}

/** Builds again each GIN index dropped for the load, two at a time, each with memory enough to sort in one pass. */
async function buildIndexes(db: Kysely<Database>, definitions: string[]): Promise<void> {
  await Promise.all(
    definitions.map((definition) =>
      db.connection().execute(async (connection) => {
        await sql`set maintenance_work_mem = '1GB'`.execute(connection);
        await sql.raw(definition).execute(connection);
      }),
    ),
  );
}

export interface DocumentsSeeded {
  materials: number;
  textBytes: number;
  /** Writing and inserting the text, then building the text indexes, then VACUUM ANALYZE. */
  insertMs: number;
  indexMs: number;
  vacuumMs: number;
}

/** Adds `count` PDF materials numbered from `first`, with bodies of `size` characters of text. */
export async function seedDocuments(db: Kysely<Database>, count: number, size: BodySize, first = 1, progress: (line: string) => void = () => {}): Promise<DocumentsSeeded> {
  const started = Date.now();
  const indexes = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
    where tablename = 'materials' and indexdef ilike '% using gin %'`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.indexname)}`.execute(db);

  const running = new Set<Promise<unknown>>();
  let batch: Batch = { numbers: [], pages: [], bodies: [] };
  let chars = 0;
  let textBytes = 0;
  let reported = started;
  const send = async () => {
    const sending: Promise<unknown> = insertBatch(db, batch).then(() => running.delete(sending));
    running.add(sending);
    batch = { numbers: [], pages: [], bodies: [] };
    chars = 0;
    if (running.size >= IN_FLIGHT) await Promise.race(running);
  };
  for (let n = first; n < first + count; n++) {
    const random = randomFrom(n);
    const pages = documentPages(n, size.min + Math.floor(random() * (size.max - size.min + 1)));
    pages.forEach((body, index) => {
      batch.numbers.push(n);
      batch.pages.push(index + 1);
      batch.bodies.push(body);
      chars += body.length;
      textBytes += body.length;
    });
    if (chars >= BATCH_CHARS) await send();
    if (Date.now() - reported > 30_000) {
      reported = Date.now();
      progress(`${n - first + 1} of ${count} materials, ${(textBytes / 1e9).toFixed(2)} GB of text, ${((reported - started) / 1000).toFixed(0)} s`);
    }
  }
  if (batch.numbers.length > 0) await send();
  await Promise.all(running);
  const inserted = Date.now();
  progress(`text inserted in ${((inserted - started) / 1000).toFixed(0)} s; building ${indexes.rows.length} text indexes`);
  await buildIndexes(db, indexes.rows.map((index) => index.indexdef));
  const indexed = Date.now();
  await sql`vacuum analyze materials`.execute(db);
  await sql`vacuum analyze material_pages`.execute(db);
  return { materials: count, textBytes, insertMs: inserted - started, indexMs: indexed - inserted, vacuumMs: Date.now() - indexed };
}
