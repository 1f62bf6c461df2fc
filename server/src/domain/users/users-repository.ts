import { sql, type Kysely } from 'kysely';
import type { Role, SessionUser } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

/** A user as the server works with it; `toSessionUser` is what may leave the server. */
export interface UserRecord {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  username: string | null;
  departmentId: string | null;
  /** Derived from the department; a profile stores the department only. */
  facultyId: string | null;
  level: number | null;
  matricNo: string | null;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

type Db = Kysely<Database>;

function selectUsers(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('departments as d', 'd.id', 'u.department_id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.role',
      'u.username',
      'u.department_id',
      'd.faculty_id',
      'u.level',
      'u.matric_no',
      'u.password_hash',
      'u.email_verified_at',
      'u.created_at',
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function toRecord(row: UserRow): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    username: row.username,
    departmentId: row.department_id,
    facultyId: row.faculty_id ?? null,
    level: row.level,
    matricNo: row.matric_no,
    passwordHash: row.password_hash,
    emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
    createdAt: new Date(row.created_at),
  };
}

export function toSessionUser(user: UserRecord): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    username: user.username,
    email: user.email,
    departmentId: user.departmentId,
    facultyId: user.facultyId,
    level: user.level,
    createdAt: user.createdAt.toISOString(),
    auth: { emailVerified: user.emailVerifiedAt !== null },
  };
}

// Emails are compared ignoring case (users_email_unique is on lower(email)).
export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const row = await selectUsers(db).where(sql<string>`lower(u.email)`, '=', email.toLowerCase()).executeTakeFirst();
  return row && toRecord(row);
}

export async function findUserByMatricNo(db: Db, matricNo: string): Promise<UserRecord | undefined> {
  const row = await selectUsers(db).where(sql<string>`lower(u.matric_no)`, '=', matricNo.toLowerCase()).executeTakeFirst();
  return row && toRecord(row);
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await selectUsers(db).where('u.id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  /** null: an account that signs in only through a provider (login answers INVALID_CREDENTIALS). */
  passwordHash: string | null;
  role?: Role;
  emailVerifiedAt?: Date | null;
}

/** Insert unless the email is taken (ignoring case); the new id, or null when taken. */
export async function insertUserIfEmailFree(db: Db, user: NewUser, now: Date): Promise<string | null> {
  const row = await db
    .insertInto('users')
    .values({
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      role: user.role ?? 'student',
      email_verified_at: user.emailVerifiedAt ?? null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Keeps the first verification time when the email was already verified. */
export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: sql`coalesce(email_verified_at, ${now})`, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/**
 * The email is proven by a provider that says it is verified. If it was not verified
 * before, whoever chose the password never proved the inbox (someone may have signed up
 * with this email first, waiting for its owner): that password stops working.
 */
export async function verifyEmailThroughProvider(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: null, email_verified_at: now, updated_at: now })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

export interface ProfileChanges {
  username: string;
  /** undefined leaves it as it is; null clears it. */
  departmentId?: string | null;
  level?: number | null;
}

/** Throws the database's unique violation (23505 on users_username_unique) when the username is taken. */
export async function updateProfile(db: Db, userId: string, changes: ProfileChanges, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({
      username: changes.username,
      ...(changes.departmentId !== undefined ? { department_id: changes.departmentId } : {}),
      ...(changes.level !== undefined ? { level: changes.level } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
