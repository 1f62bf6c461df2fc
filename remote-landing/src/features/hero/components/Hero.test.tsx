import type { SearchSuggestion } from '@lectern/shared-api';
import { fakeNetwork, type FakeNetwork } from '@lectern/shared-api/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { Hero } from './Hero.tsx';

const SUGGESTIONS: SearchSuggestion[] = [
  { id: 'c1', title: 'MTH 202', type: 'course', subtitle: 'Elementary Differential Equations' },
  { id: 'c2', title: 'CSC 204', type: 'course', subtitle: 'Data Structures & Algorithms' },
];

let net: FakeNetwork;
beforeEach(() => {
  net = fakeNetwork({
    'GET /api/search/suggestions': (url) => {
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return { data: SUGGESTIONS.filter((s) => `${s.title} ${s.subtitle}`.toLowerCase().includes(q)) };
    },
  });
});
afterEach(() => net.restore());

test('the hero is #home with the one h1 and the search box', () => {
  renderWithProviders(<Hero />);
  expect(screen.getByRole('heading', { level: 1 }).closest('section')).toHaveAttribute('id', 'home');
  expect(screen.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute('placeholder', 'Search courses...');
});

test('submitting text opens /dashboard/search with the encoded trimmed text', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Hero />);
  await user.type(screen.getByRole('combobox', { name: 'Search courses' }), '  data & algo {Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/search?q=data%20%26%20algo');
});

test('picking a server suggestion opens the search for its title', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Hero />);
  await user.type(screen.getByRole('combobox', { name: 'Search courses' }), 'csc');
  await user.click(await screen.findByRole('option', { name: /CSC 204/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/search?q=CSC%20204');
  expect(net.calls.some((c) => c.url.pathname === '/api/search/suggestions' && c.url.searchParams.get('q') === 'csc')).toBe(true);
});

test('a suggestion can be picked by keyboard', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Hero />);
  await user.type(screen.getByRole('combobox', { name: 'Search courses' }), 'mth');
  await screen.findByRole('option', { name: /MTH 202/ });
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/search?q=MTH%20202');
});

test('shows skeletons while suggestions load and the empty text when none match', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Hero />);
  await user.type(screen.getByRole('combobox', { name: 'Search courses' }), 'zzz');
  expect(screen.getAllByTestId('suggestion-skeleton')).toHaveLength(3);
  expect(await screen.findByText('No suggestions found')).toBeInTheDocument();
});
