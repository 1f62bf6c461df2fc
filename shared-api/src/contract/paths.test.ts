import { suggestionPath } from './pages.ts';
import { isSignInReason, safeNextPath, searchPagePath, signInPath } from './paths.ts';

it('keeps same-site relative paths only', () => {
  expect(safeNextPath('/dashboard?tab=1')).toBe('/dashboard?tab=1');
  expect(safeNextPath('//evil.example')).toBeNull();
  expect(safeNextPath('/\\evil.example')).toBeNull();
  expect(safeNextPath('https://evil.example')).toBeNull();
  expect(safeNextPath(null)).toBeNull();
});

it('refuses what a browser would read as another site, and paths too long to carry', () => {
  expect(safeNextPath('/\t/evil.example')).toBeNull();
  expect(safeNextPath('/\n/evil.example')).toBeNull();
  expect(safeNextPath('/dashboard\\..\\evil')).toBeNull();
  expect(safeNextPath(undefined)).toBeNull();
  expect(safeNextPath('')).toBeNull();
  expect(safeNextPath(`/${'a'.repeat(2048)}`)).toBeNull();
});

it('normalises and percent-encodes what it keeps', () => {
  expect(safeNextPath('/dashboard/search?q=data & algo')).toBe('/dashboard/search?q=data%20&%20algo');
  expect(safeNextPath('/dashboard/search?q=CSC%20204#top')).toBe('/dashboard/search?q=CSC%20204#top');
  expect(safeNextPath('/material/../dashboard')).toBe('/dashboard');
  expect(safeNextPath('/cours/é')).toBe('/cours/%C3%A9');
});

describe('suggestionPath', () => {
  test('a course suggestion opens its course page, whatever the spacing of its code', () => {
    expect(suggestionPath({ id: 'c1', title: 'CSC 204: Data Structures', type: 'course' })).toBe('/dashboard/courses/CSC204');
  });
  test('a material suggestion opens the material page', () => {
    expect(suggestionPath({ id: 'a b', title: 'Notes: week 1', type: 'material' })).toBe('/material/a%20b');
  });
  test('the search page carries the text encoded', () => {
    expect(searchPagePath('CSC 204 & more')).toBe('/dashboard/search?q=CSC%20204%20%26%20more');
  });
});

it('builds the sign-in path with next and a known reason only', () => {
  expect(signInPath()).toBe('/auth/signin');
  expect(signInPath('/dashboard/search?q=calculus', 'search')).toBe('/auth/signin?next=%2Fdashboard%2Fsearch%3Fq%3Dcalculus&reason=search');
  expect(signInPath('/dashboard')).toBe('/auth/signin?next=%2Fdashboard');
  expect(isSignInReason('sharedFolder')).toBe(true);
  expect(isSignInReason('Your account is locked')).toBe(false);
  expect(isSignInReason(null)).toBe(false);
});
