import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { CoursePage, Material, Paged } from '../contract/index.ts';
import { courseFixture, materialFixture } from '../testing/fixtures.ts';
import { materialKeys, replaceCachedMaterial } from './materials.ts';

const page = (...materials: Material[]): Paged<Material> => ({ data: materials, pagination: { page: 1, limit: 10, total: materials.length, totalPages: 1 } });

/** A client holding material m1's entry and a list showing it, and what its readers are told. */
function cacheWithMaterial(material: Material) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(materialKeys.detail(material.id), material, { updatedAt: 1_000 });
  queryClient.setQueryData(materialKeys.list('recent', {}), page(materialFixture({ views: 1 })));
  const told: Material[] = [];
  const reader = new QueryObserver<Material>(queryClient, { queryKey: materialKeys.detail(material.id), enabled: false });
  const stop = reader.subscribe((result) => result.data && told.push(result.data));
  return { queryClient, told, stop };
}

test('the answer its entry already holds (its own page passing it on) reaches the lists, and the entry’s readers are told nothing', () => {
  const material = materialFixture({ views: 11 });
  const { queryClient, told, stop } = cacheWithMaterial(material);
  replaceCachedMaterial(queryClient, material);
  expect(queryClient.getQueryData<Paged<Material>>(materialKeys.list('recent', {}))?.data[0]?.views).toBe(11);
  expect(queryClient.getQueryState(materialKeys.detail(material.id))?.dataUpdatedAt).toBe(1_000);
  expect(told).toEqual([]);
  stop();
});

test('a changed material (a like, a save) replaces its entry, and its readers see it', () => {
  const { queryClient, told, stop } = cacheWithMaterial(materialFixture({ likes: 2 }));
  replaceCachedMaterial(queryClient, materialFixture({ likes: 3, isLiked: true }));
  expect(queryClient.getQueryData<Material>(materialKeys.detail('m1'))?.likes).toBe(3);
  expect(told.at(-1)?.isLiked).toBe(true);
  expect(queryClient.getQueryData<Paged<Material>>(materialKeys.list('recent', {}))?.data[0]?.likes).toBe(3);
  stop();
});

test('lists and course pages that do not show the material are left as they were: not stamped as updated, so still asked again when stale', () => {
  const queryClient = new QueryClient();
  const other = page(materialFixture({ id: 'm2' }));
  queryClient.setQueryData(materialKeys.list('saved', {}), other, { updatedAt: 1_000 });
  queryClient.setQueryData(materialKeys.list('recent', {}), page(materialFixture({ likes: 2 })), { updatedAt: 1_000 });
  const course = (...materials: Material[]): CoursePage => ({ course: courseFixture(), materials: [{ classification: 'lecture-notes', materials }] });
  queryClient.setQueryData(materialKeys.coursePage('MTH101'), course(materialFixture({ likes: 2 })), { updatedAt: 1_000 });
  queryClient.setQueryData(materialKeys.coursePage('CSC204'), course(materialFixture({ id: 'm2' })), { updatedAt: 1_000 });

  replaceCachedMaterial(queryClient, materialFixture({ likes: 3 }));

  expect(queryClient.getQueryData(materialKeys.list('saved', {}))).toBe(other);
  expect(queryClient.getQueryState(materialKeys.list('saved', {}))?.dataUpdatedAt).toBe(1_000);
  expect(queryClient.getQueryState(materialKeys.coursePage('CSC204'))?.dataUpdatedAt).toBe(1_000);
  // Those that show it get it.
  expect(queryClient.getQueryData<Paged<Material>>(materialKeys.list('recent', {}))?.data[0]?.likes).toBe(3);
  expect(queryClient.getQueryData<CoursePage>(materialKeys.coursePage('MTH101'))?.materials[0]?.materials[0]?.likes).toBe(3);
});
