import { fakeNetworkPerTest, type FakeNetwork } from '@lectern/shared-api/testing';
import { act, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { StatsStrip } from './StatsStrip.tsx';

const STATS = { students: 50, courses: 120, departments: 3, resources: 1250 };
let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
const originalMatchMedia = window.matchMedia;

afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
});

const valueOf = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;

test('counts each figure up from 0 to the server value over 1.4 s', async () => {
  jest.useFakeTimers();
  net = fakeNetwork({ 'GET /api/stats/public': { data: STATS } });
  renderWithProviders(<StatsStrip />);

  // Fake timers drive requestAnimationFrame and performance.now.
  await screen.findAllByText('0+');
  expect(screen.getByText('Students').tagName).toBe('DT');
  act(() => jest.advanceTimersByTime(700));
  const midway = valueOf('Resources').textContent;
  expect(midway).not.toBe('0+');
  expect(midway).not.toBe('1250+');

  act(() => jest.advanceTimersByTime(800));
  expect(valueOf('Students')).toHaveTextContent('50+');
  expect(valueOf('Courses')).toHaveTextContent('120+');
  expect(valueOf('Departments')).toHaveTextContent('3+');
  expect(valueOf('Resources')).toHaveTextContent('1250+');
  expect(net.calls.map((c) => c.url.pathname)).toEqual(['/api/stats/public']);
});

test('shows the final values at once for reduced motion', async () => {
  window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
  net = fakeNetwork({ 'GET /api/stats/public': { data: STATS } });
  renderWithProviders(<StatsStrip />);
  expect(await screen.findByText('50+')).toBeInTheDocument();
  expect(screen.getByText('1250+')).toBeInTheDocument();
});

test('shows skeletons while loading', () => {
  net = fakeNetwork({ 'GET /api/stats/public': { pending: true } });
  renderWithProviders(<StatsStrip />);
  expect(screen.getAllByTestId('stat-skeleton')).toHaveLength(4);
  for (const label of ['Students', 'Courses', 'Departments', 'Resources']) expect(screen.getByText(label)).toBeInTheDocument();
});

test('shows a dash, not a broken strip, when the figures cannot be loaded', async () => {
  net = fakeNetwork({ 'GET /api/stats/public': { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } });
  renderWithProviders(<StatsStrip />);
  expect(await screen.findAllByText('—')).toHaveLength(4);
  expect(within(valueOf('Students')).getByText('Not available')).toBeInTheDocument();
  expect(screen.queryByTestId('stat-skeleton')).not.toBeInTheDocument();
});
