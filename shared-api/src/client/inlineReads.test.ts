import { INLINE_READS_GLOBAL } from '../contract/index.ts';
import { fakeNetwork } from '../testing/index.ts';
import { apiRequest } from './http.ts';

const carry = (answers: Record<string, unknown>) => {
  (window as unknown as Record<string, unknown>)[INLINE_READS_GLOBAL] = answers;
};
const envelope = (data: unknown) => ({ status: 'success', data });

describe('answers the page carries', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = fakeNetwork({ 'GET /api/materials/recommendations': { data: 'from the API' }, 'POST /api/stats/me': { data: 'posted' } }).restore;
  });
  afterEach(() => {
    restore();
    delete (window as unknown as Record<string, unknown>)[INLINE_READS_GLOBAL];
    jest.restoreAllMocks();
  });

  it('answers a GET the server already made, whatever the order of its parameters, once', async () => {
    carry({ '/api/materials/recommendations?ignorePreference=true&limit=10': envelope('carried') });
    const read = () => apiRequest('/materials/recommendations', { query: { limit: 10, ignorePreference: true } });
    await expect(read()).resolves.toBe('carried');
    // A refetch wants current data.
    await expect(read()).resolves.toBe('from the API');
  });

  it('asks the API for a read the page does not carry, or carries with other parameters', async () => {
    carry({ '/api/materials/recommendations?limit=10': envelope('carried') });
    await expect(apiRequest('/materials/recommendations', { query: { limit: 5 } })).resolves.toBe('from the API');
  });

  it('never answers anything but a GET from the page', async () => {
    carry({ '/api/stats/me': envelope('carried') });
    await expect(apiRequest('/stats/me', { method: 'POST', body: {} })).resolves.toBe('posted');
  });

  it('asks the API once the page has been open a while (its answers are as old as the page)', async () => {
    carry({ '/api/materials/recommendations': envelope('carried') });
    jest.spyOn(performance, 'now').mockReturnValue(60_000);
    await expect(apiRequest('/materials/recommendations')).resolves.toBe('from the API');
  });
});
