import { isUuid, UUID_SOURCE } from './validation.ts';

test('isUuid takes a UUID in either case and nothing else', () => {
  expect(isUuid('3f2c6a8e-1b4d-4c1e-9a7b-0d5e6f708192')).toBe(true);
  expect(isUuid('3F2C6A8E-1B4D-4C1E-9A7B-0D5E6F708192')).toBe(true);
  for (const bad of ['', 'm1', '3f2c6a8e-1b4d-4c1e-9a7b-0d5e6f70819', ' 3f2c6a8e-1b4d-4c1e-9a7b-0d5e6f708192', '3f2c6a8e-1b4d-4c1e-9a7b-0d5e6f708192x', 'g3f2c6a8-1b4d-4c1e-9a7b-0d5e6f708192']) {
    expect(isUuid(bad)).toBe(false);
  }
});

test('UUID_SOURCE is unanchored, so schemas and searches can embed it', () => {
  expect('/material/3f2c6a8e-1b4d-4c1e-9a7b-0d5e6f708192/read'.replace(new RegExp(UUID_SOURCE, 'g'), ':id')).toBe('/material/:id/read');
});
