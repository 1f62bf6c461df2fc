import type { MaterialGaps } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeNetwork } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { MaterialGapsPanels, MOST_ASKED_TITLE, NO_COURSE, UNMET_TITLE } from './MaterialGapsPanels.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const csc = { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' };
const gaps: MaterialGaps = {
  since: '2026-10-31',
  mostAsked: [
    { id: 'r1', course: csc, text: '<script>alert(1)</script> 2023 past questions', askers: 7, createdAt: '2026-11-20T10:00:00.000Z' },
    { id: 'r2', course: { id: 'c2', courseCode: 'MTH202', courseName: 'Linear Algebra' }, text: 'Tutorial 3 answers', askers: 1, createdAt: '2026-11-21T10:00:00.000Z' },
  ],
  unmetSearches: [
    { course: csc, searches: 9, queries: [{ query: 'red black trees', searches: 6 }, { query: 'b tree', searches: 3 }] },
    { course: null, searches: 2, queries: [{ query: 'timetable', searches: 2 }] },
  ],
};

test('"Most asked for" lists the open requests with their course and askers, as text', async () => {
  net = fakeNetwork({ 'GET /api/review/material-gaps': { data: gaps } });
  renderWithProviders(<MaterialGapsPanels />, { route: '/management' });
  const panel = screen.getByRole('region', { name: MOST_ASKED_TITLE });
  const items = await within(panel).findAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    '<script>alert(1)</script> 2023 past questionsCSC 204 · 7 people asked',
    'Tutorial 3 answersMTH 202 · 1 person asked',
  ]);
});

test('"Searches that found nothing (last 30 days)" groups them per course, most first, with a link to the course page', async () => {
  net = fakeNetwork({ 'GET /api/review/material-gaps': { data: gaps } });
  renderWithProviders(<MaterialGapsPanels />, { route: '/management' });
  const panel = screen.getByRole('region', { name: UNMET_TITLE });
  expect(UNMET_TITLE).toBe('Searches that found nothing (last 30 days)');
  expect(await within(panel).findByRole('link', { name: 'CSC 204: Data Structures' })).toHaveAttribute('href', '/dashboard/courses/CSC204');
  expect(within(panel).getByText('9 searches')).toBeInTheDocument();
  const searches = within(panel).getByRole('list', { name: 'Searches of CSC 204' });
  expect(within(searches).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['“red black trees” × 6', '“b tree” × 3']);
  expect(within(panel).getByText(NO_COURSE)).toBeInTheDocument();
  expect(within(within(panel).getByRole('list', { name: 'Searches of no course' })).getByText('“timetable” × 2')).toBeInTheDocument();
});

test('nothing yet, or a failure, is said in a muted line in each panel', async () => {
  net = fakeNetwork({ 'GET /api/review/material-gaps': { data: { since: '2026-10-31', mostAsked: [], unmetSearches: [] } } });
  const { unmount } = renderWithProviders(<MaterialGapsPanels />, { route: '/management' });
  expect(await screen.findByText('No open requests for material.')).toBeInTheDocument();
  expect(screen.getByText('Every search found something.')).toBeInTheDocument();
  unmount();
  net.restore();
  net = fakeNetwork({ 'GET /api/review/material-gaps': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  renderWithProviders(<MaterialGapsPanels />, { route: '/management' });
  expect(await screen.findAllByRole('alert')).toHaveLength(2);
});
