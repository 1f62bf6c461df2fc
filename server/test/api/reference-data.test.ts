import type { Department, Faculty } from '@lectern/shared-api/contract';
import { dataOf } from '../helpers/responses.ts';
import { useTestApp } from '../helpers/test-app.ts';

const ctx = useTestApp();

describe('GET /api/faculty', () => {
  test('lists faculties by name, each with its departments', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/faculty' });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe('success');
    const names = data.map((f: { name: string }) => f.name);
    expect(names).toEqual([...names].sort());
    const science = data.find((f: { name: string }) => f.name === 'Faculty of Science');
    expect(science.departments.map((d: { name: string }) => d.name)).toEqual(['Computer Science', 'Mathematics', 'Physics']);
    expect(Object.keys(science.departments[0]).sort()).toEqual(['id', 'name']);
  });

  test('ignores unknown query keys', async () => {
    const res = await ctx.app().inject({ method: 'GET', url: '/api/faculty?foo=bar&page=2' });
    expect(dataOf<Faculty[]>(res).length).toBeGreaterThan(2);
  });
});

describe('GET /api/department', () => {
  test('lists departments with their faculty id', async () => {
    const [faculties, departments] = await Promise.all([
      ctx.app().inject({ method: 'GET', url: '/api/faculty' }),
      ctx.app().inject({ method: 'GET', url: '/api/department' }),
    ]);
    const science = dataOf<Faculty[]>(faculties).find((f) => f.name === 'Faculty of Science');
    const cs = dataOf<Department[]>(departments).find((d) => d.name === 'Computer Science');
    expect(cs).toEqual({ id: expect.any(String), name: 'Computer Science', facultyId: science!.id });
  });
});
