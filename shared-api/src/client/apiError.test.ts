import { ApiError, errorMessage, hasCode } from './apiError.ts';

const refusal = new ApiError({ statusCode: 409, code: 'CONFLICT', message: 'You already applied.' });

test('hasCode: true only for an ApiError with that machine code', () => {
  expect(hasCode(refusal, 'CONFLICT')).toBe(true);
  expect(hasCode(refusal, 'NOT_FOUND')).toBe(false);
  expect(hasCode(Object.assign(new Error('x'), { code: 'CONFLICT' }), 'CONFLICT')).toBe(false);
});

test("errorMessage: the server's words, else the fallback (a 5xx, an empty message, or not an ApiError)", () => {
  expect(errorMessage(refusal, 'Try again')).toBe('You already applied.');
  expect(errorMessage(new ApiError({ statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' }), 'Try again')).toBe('Try again');
  expect(errorMessage(new ApiError({ statusCode: 503, code: 'UNAVAILABLE', message: 'Lectern is busy right now.' }), 'Try again')).toBe('Try again');
  expect(errorMessage(new ApiError({ statusCode: 400, code: 'VALIDATION', message: '' }), 'Try again')).toBe('Try again');
  expect(errorMessage(new Error('boom'), 'Try again')).toBe('Try again');
});

test('an ApiError made by another copy of this module (a remote bundles its own) is still an ApiError', async () => {
  let other: typeof ApiError | undefined;
  jest.isolateModules(() => {
    other = (jest.requireActual('./apiError.ts') as { ApiError: typeof ApiError }).ApiError;
  });
  expect(other).not.toBe(ApiError);
  const fromRemote = new other!({ statusCode: 0, code: 'NETWORK', message: 'You are offline.' });
  expect(fromRemote).toBeInstanceOf(ApiError);
  expect(errorMessage(fromRemote, 'Upload failed. Please try again.')).toBe('You are offline.');
  expect(hasCode(fromRemote, 'NETWORK')).toBe(true);
  expect(new Error('boom')).not.toBeInstanceOf(ApiError);
});
