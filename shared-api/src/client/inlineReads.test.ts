import { INLINE_READS_GLOBAL, type MaterialListPage } from '../contract/index.ts';
import { fakeNetwork, materialFixture, materialListPage } from '../testing/index.ts';
import { apiRead } from './http.ts';

const carry = (answers: Record<string, unknown>) => {
  (window as unknown as Record<string, unknown>)[INLINE_READS_GLOBAL] = answers;
};
const envelope = (data: unknown) => ({ status: 'success', data });
const signal = new AbortController().signal;
const CARRIED = materialListPage([materialFixture({ id: 'm-carried' })]);
const FROM_API = materialListPage([materialFixture({ id: 'm-from-the-api' })]);

// apiRead's initialData: the page's carried answer to a query's GET (the hooks: carriedReads.test.tsx).
describe('answers the page carries', () => {
  let restore: () => void = () => undefined;
  beforeEach(() => {
    restore = fakeNetwork({ 'GET /api/materials/recommendations': { data: FROM_API } }).restore;
  });
  afterEach(() => {
    restore();
    delete (window as unknown as Record<string, unknown>)[INLINE_READS_GLOBAL];
    jest.restoreAllMocks();
  });

  it('gives a read the server already made, whatever the order of its parameters, once', async () => {
    carry({ '/api/materials/recommendations?ignorePreference=true&limit=10': envelope(CARRIED) });
    const read = apiRead<MaterialListPage>('/materials/recommendations', { limit: 10, ignorePreference: true });
    expect(read.initialData()).toEqual(CARRIED);
    // A second query of it, or a refetch, wants current data.
    expect(read.initialData()).toBeUndefined();
    await expect(read.queryFn({ signal })).resolves.toEqual(FROM_API);
  });

  it('gives nothing for a read the page does not carry, or carries with other parameters', () => {
    carry({ '/api/materials/recommendations?limit=10': envelope(CARRIED) });
    expect(apiRead('/materials/recommendations', { limit: 5 }).initialData()).toBeUndefined();
    expect(apiRead('/stats/me').initialData()).toBeUndefined();
  });

  it('gives nothing once the page has been open a while (its answers are as old as the page)', () => {
    carry({ '/api/materials/recommendations': envelope(CARRIED) });
    jest.spyOn(performance, 'now').mockReturnValue(60_000);
    expect(apiRead('/materials/recommendations').initialData()).toBeUndefined();
  });
});
