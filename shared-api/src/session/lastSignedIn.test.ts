import { sessionUser } from '../testing/index.ts';
import { forgetSignedIn, lastSignedIn, rememberSignedIn } from './lastSignedIn.ts';

afterEach(() => {
  forgetSignedIn();
  jest.restoreAllMocks();
});

test('a visitor on a browser that remembers nobody never opens localStorage (its first use stalls the page)', () => {
  const used = jest.spyOn(Storage.prototype, 'getItem');
  const removed = jest.spyOn(Storage.prototype, 'removeItem');
  forgetSignedIn();
  expect(lastSignedIn()).toBeNull();
  expect(used).not.toHaveBeenCalled();
  expect(removed).not.toHaveBeenCalled();
});

test('the person signed in is remembered for an offline start, and forgotten with its cookie mark', () => {
  rememberSignedIn(sessionUser({ id: 'ada' }));
  expect(document.cookie).toContain('lectern_remembered=1');
  expect(lastSignedIn()?.id).toBe('ada');
  forgetSignedIn();
  expect(lastSignedIn()).toBeNull();
  expect(document.cookie).not.toContain('lectern_remembered=1');
  expect(localStorage.length).toBe(0);
});
