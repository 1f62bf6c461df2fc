// GET /user's queries (User Management, admins): one page of accounts with the filters applied in
// SQL (so the total counts the filtered list and every page is full), its count, and the
// site-wide stat cards. The page is one query (newest first from users(created_at desc, id desc),
// by role from users(role, created_at)); the page and the counts may come from `keep` (the route
// keeps them a few seconds: the page is the same for every admin), and unfiltered, the page's
// total is the stats' total, not a second count.
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { ManagedUser, Role, UserList } from '@lectern/shared-api/contract';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import type { Database } from '../../platform/db/schema.ts';
import { paginationOf } from '../../platform/db/pagination.ts';

export interface UserListOptions {
  page: number;
  limit: number;
  /** Trimmed already; empty or missing matches everyone. */
  query?: string;
  role?: Role;
  /** Accounts last active at or after this count as active. */
  activeSince: Date;
}

/** First name, last name, "first last", username or email holds the text (taken literally), ignoring case. */
function textMatch(text: string) {
  const pattern = containsPattern(text);
  return sql<SqlBool>`(u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
    or (u.first_name || ' ' || u.last_name) ilike ${pattern}
    or u.username ilike ${pattern} or u.email ilike ${pattern})`;
}

function filtersOf(options: Pick<UserListOptions, 'query' | 'role'>) {
  const parts: Array<ReturnType<typeof sql<SqlBool>>> = [];
  if (options.role) parts.push(sql<SqlBool>`u.role = ${options.role}`);
  if (options.query) parts.push(textMatch(options.query));
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` and `)})` : sql<SqlBool>`true`;
}

/** A timestamp as the API writes it (toISOString's form), made by the database: no Date per cell. */
const isoTime = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface ManagedUserRow {
  id: string;
  first_name: string;
  last_name: string;
  username: string | null;
  email: string;
  department_id: string | null;
  department_name: string | null;
  level: number | null;
  role: Role;
  email_verified: boolean;
  created_at: string;
  last_active_at: string | null;
}

function toManagedUser(row: ManagedUserRow): ManagedUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    username: row.username,
    email: row.email,
    department: row.department_id !== null && row.department_name !== null ? { id: row.department_id, name: row.department_name } : null,
    level: row.level,
    role: row.role,
    emailVerified: row.email_verified,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
  };
}

/** Where the page and counts come from: `load()` now, or a copy kept under `key` ('stats', the filters, the page). */
export type KeepCount = <T>(key: string, load: () => Promise<T>) => Promise<T>;
const countNow: KeepCount = (_key, load) => load();

/** One page of accounts, newest first, with the filtered total and the unfiltered stats. */
export async function listManagedUsers(db: Kysely<Database>, options: UserListOptions, keep: KeepCount = countNow): Promise<UserList> {
  const where = filtersOf(options);
  const statsOf = () =>
    db
      .selectFrom('users as u')
      .select([
        sql<number>`count(*)::int`.as('total'),
        sql<number>`(count(*) filter (where u.last_active_at >= ${options.activeSince}))::int`.as('active'),
      ])
      .executeTakeFirstOrThrow();
  const filtered = options.query !== undefined || options.role !== undefined;
  const statsRead = keep('stats', statsOf);
  const page = () =>
    db
      .selectFrom('users as u')
      .leftJoin('departments as d', 'd.id', 'u.department_id')
      // Named one by one: the password hash and anything else not in ManagedUser stays here.
      .select([
        'u.id',
        'u.first_name',
        'u.last_name',
        'u.username',
        'u.email',
        'u.department_id',
        'd.name as department_name',
        'u.level',
        'u.role',
        sql<boolean>`u.email_verified_at is not null`.as('email_verified'),
        isoTime('u.created_at').as('created_at'),
        isoTime('u.last_active_at').as('last_active_at'),
      ])
      .where(where)
      .orderBy('u.created_at', 'desc')
      .orderBy('u.id', 'desc')
      .limit(options.limit)
      .offset((options.page - 1) * options.limit)
      .execute();
  const [rows, total, stats] = await Promise.all([
    keep(JSON.stringify(['page', options.role ?? '', options.query ?? '', options.page, options.limit]), page),
    filtered
      ? keep(JSON.stringify([options.role ?? '', options.query ?? '']), async () =>
          Number((await db.selectFrom('users as u').select(sql<number>`count(*)::int`.as('n')).where(where).executeTakeFirstOrThrow()).n),
        )
      : statsRead.then((counts) => Number(counts.total)),
    statsRead,
  ]);
  return {
    data: rows.map(toManagedUser),
    pagination: paginationOf(options.page, options.limit, total),
    stats: { total: Number(stats.total), active: Number(stats.active) },
  };
}
