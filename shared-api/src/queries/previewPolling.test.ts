import { materialFixture } from '../testing/fixtures.ts';
import { PREVIEW_POLL, pollWhilePreviewPending, previewPollDelay } from './previewPolling.ts';

const poll = pollWhilePreviewPending((materials: ReturnType<typeof materialFixture>[]) => materials);
const state = (data: ReturnType<typeof materialFixture>[] | undefined, dataUpdateCount = 1) => ({ state: { data, dataUpdateCount } });

test('asks again while any material shown is preparing its preview, and stops once none is', () => {
  expect(poll(state([materialFixture(), materialFixture({ id: 'm2', previewStatus: 'pending' })]))).toBe(PREVIEW_POLL.firstMs);
  expect(poll(state([materialFixture(), materialFixture({ id: 'm2', previewStatus: 'unavailable' })]))).toBe(false);
  expect(poll(state([materialFixture({ previewStatus: 'none' })]))).toBe(false);
  expect(poll(state(undefined))).toBe(false);
});

test('waits longer the longer a preview takes, up to a ceiling', () => {
  const delays = Array.from({ length: 30 }, (_, answers) => previewPollDelay(answers));
  expect(delays[0]).toBe(PREVIEW_POLL.firstMs);
  expect(delays[1]).toBe(PREVIEW_POLL.firstMs);
  for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
  expect(delays[29]).toBe(PREVIEW_POLL.maxMs);
});
