import type { Kysely } from 'kysely';
import type { Department, Faculty } from '@lectern/shared-api/contract';
import type { Database } from '../../platform/db/schema.ts';

export async function listFaculties(db: Kysely<Database>): Promise<Faculty[]> {
  const [faculties, departments] = await Promise.all([
    db.selectFrom('faculties').select(['id', 'name']).orderBy('name').execute(),
    db.selectFrom('departments').select(['id', 'name', 'faculty_id']).orderBy('name').execute(),
  ]);
  return faculties.map((faculty) => ({
    id: faculty.id,
    name: faculty.name,
    departments: departments
      .filter((department) => department.faculty_id === faculty.id)
      .map(({ id, name }) => ({ id, name })),
  }));
}

export async function listDepartments(db: Kysely<Database>): Promise<Department[]> {
  const rows = await db.selectFrom('departments').select(['id', 'name', 'faculty_id']).orderBy('name').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, facultyId: row.faculty_id }));
}

export async function findDepartment(db: Kysely<Database>, id: string): Promise<Department | undefined> {
  const row = await db.selectFrom('departments').select(['id', 'name', 'faculty_id']).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, name: row.name, facultyId: row.faculty_id };
}

export async function facultyExists(db: Kysely<Database>, id: string): Promise<boolean> {
  return (await db.selectFrom('faculties').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
