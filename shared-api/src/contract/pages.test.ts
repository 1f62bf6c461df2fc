import { materialPagePath } from './pages.ts';

test('a material’s page: the plain path, and from a search the words and the page they were found on', () => {
  expect(materialPagePath('m1')).toBe('/material/m1');
  expect(materialPagePath('a/b')).toBe('/material/a%2Fb');
  expect(materialPagePath('m1', { q: 'kirchhoff law', page: 3 })).toBe('/material/m1?q=kirchhoff%20law&page=3');
  expect(materialPagePath('m1', { q: '  ', page: null })).toBe('/material/m1');
  expect(materialPagePath('m1', { q: 'a&b=c', page: 0 })).toBe('/material/m1?q=a%26b%3Dc');
  expect(materialPagePath('m1', { page: 2.5 })).toBe('/material/m1');
  expect(materialPagePath('m1', { page: 2 })).toBe('/material/m1?page=2');
});
