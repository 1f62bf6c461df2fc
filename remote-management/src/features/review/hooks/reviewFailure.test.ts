import { ApiError } from '@lectern/shared-api';
import { reviewFailure } from './reviewFailure.ts';

const network = (message: string) => new ApiError({ statusCode: 0, code: 'NETWORK', message });

afterEach(() => jest.restoreAllMocks());

test('offline, a review says that it needs a connection; a broken call otherwise is the spec’s words; a refusal is the screen’s', () => {
  const offline = 'You are offline. This needs a connection: try again when you are back online.';
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(reviewFailure(network(offline), 'Could not approve')).toBe(offline);
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  expect(reviewFailure(network('Network error. Check your connection and try again.'), 'Could not approve')).toBe('An error occurred');
  expect(reviewFailure(new ApiError({ statusCode: 400, code: 'VALIDATION', message: 'No' }), 'Could not approve')).toBe('Could not approve');
});
