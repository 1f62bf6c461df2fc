import type { MyStats } from '@lectern/shared-api';
import { fakeNetworkPerTest } from '@lectern/shared-api/testing';
import { LecternProviders } from '@lectern/shared-ui';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { CAROUSEL_INTERVAL_MS, MetricsCarousel, TWO_PER_PAGE_QUERY } from './MetricsCarousel.tsx';

const STATS: MyStats = { uploads: 4, pendingUploads: 1, downloads: 30, views: 90, savedMaterials: 2, likes: 5, approvedUploads: 3, printingCredit: null, answeredRequests: 0 };

const fakeNetwork = fakeNetworkPerTest();
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
  jest.useRealTimers();
});

function setWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query === TWO_PER_PAGE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

async function renderCarousel(wide: boolean) {
  jest.useFakeTimers();
  setWidth(wide);
  fakeNetwork({ 'GET /api/stats/me': { data: STATS } });
  renderWithProviders(<MetricsCarousel />, { route: '/dashboard' });
  await act(async () => undefined);
}

/** The label each shown card opens with. */
const shownCards = () => screen.getAllByRole('listitem').map((card) => card.firstElementChild?.textContent);

test('one card a page on a phone, advancing every 5 seconds and wrapping around', async () => {
  await renderCarousel(false);
  expect(shownCards()).toEqual(['My Uploads']);
  expect(await screen.findByText('4')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
  expect(shownCards()).toEqual(['Pending Review']);
  act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
  expect(shownCards()).toEqual(['My Uploads']);
});

test('two cards a page from 640px', async () => {
  await renderCarousel(true);
  expect(shownCards()).toEqual(['My Uploads', 'Pending Review']);
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
  expect(shownCards()).toEqual(['Downloads', 'Saved']);
  expect(screen.getByRole('button', { name: 'Figures 2 of 2' })).toHaveAttribute('aria-current', 'true');
});

test('paused while hovered, and moved by hand with the buttons', async () => {
  await renderCarousel(false);
  const region = screen.getByRole('region', { name: 'Your figures' });
  fireEvent.mouseEnter(region);
  act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
  expect(shownCards()).toEqual(['My Uploads']);
  fireEvent.click(screen.getByRole('button', { name: 'Next figures' }));
  expect(shownCards()).toEqual(['Pending Review']);
  fireEvent.mouseLeave(region);
  act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
  expect(shownCards()).toEqual(['Downloads']);
});

test('each card is named by what it shows, label first, so the name matches the visible words', async () => {
  await renderCarousel(true);
  expect(await screen.findByRole('listitem', { name: 'My Uploads 4 Materials you shared' })).toBeInTheDocument();
  expect(screen.getByRole('listitem', { name: 'Pending Review 1 Reviewed within 24 hours' })).toBeInTheDocument();
  for (const card of screen.getAllByRole('listitem')) expect(card).not.toHaveAttribute('aria-label');
});

test('focus pauses it, and the buttons move it from the keyboard', async () => {
  await renderCarousel(false);
  const next = screen.getByRole('button', { name: 'Next figures' });
  act(() => next.focus());
  act(() => jest.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS));
  expect(shownCards()).toEqual(['My Uploads']);
  fireEvent.click(next);
  expect(shownCards()).toEqual(['Pending Review']);
  fireEvent.click(screen.getByRole('button', { name: 'Previous figures' }));
  expect(shownCards()).toEqual(['My Uploads']);
  expect(screen.getByRole('button', { name: 'Figures 1 of 4' })).toHaveAttribute('aria-current', 'true');
});

test('the server’s HTML: both layouts’ first page, CSS picks one before any script; on a tablet it hydrates without a warning and keeps two cards', async () => {
  const errors = jest.spyOn(console, 'error');
  try {
    setWidth(true);
    fakeNetwork({ 'GET /api/stats/me': { data: STATS } });
    const page = (
      <MemoryRouter initialEntries={['/dashboard']}>
        <LecternProviders queryClient={new QueryClient()}>
          <MetricsCarousel />
        </LecternProviders>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    const cards = [...container.querySelectorAll('li')];
    expect(cards.map((card) => card.firstElementChild?.textContent)).toEqual(['My Uploads', 'Pending Review']);
    expect(cards[1]).toHaveAttribute('data-only', 'two');
    const dots = (only: string) => [...container.querySelectorAll(`button[data-only="${only}"]`)].map((dot) => dot.getAttribute('aria-label'));
    expect(dots('one')).toEqual(['Figures 1 of 4', 'Figures 2 of 4', 'Figures 3 of 4', 'Figures 4 of 4']);
    expect(dots('two')).toEqual(['Figures 1 of 2', 'Figures 2 of 2']);
    expect(document.head.innerHTML).toMatch(/@media \(max-width: ?639\.98px\)\{[^}]*\[data-only='two'\]\{display: ?none;?\}/);
    expect(document.head.innerHTML).toMatch(/@media \(min-width: ?640px\)\{[^}]*grid-template-columns: ?repeat\(2/);

    document.body.append(container);
    render(page, { container, hydrate: true });
    // Hydrated, the script asks the screen: two cards, the two-a-page dots, nothing marked any more.
    expect(await screen.findByRole('button', { name: 'Figures 2 of 2' })).not.toHaveAttribute('data-only');
    expect(shownCards()).toEqual(['My Uploads', 'Pending Review']);
    expect(screen.queryByRole('button', { name: 'Figures 4 of 4' })).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  } finally {
    errors.mockRestore();
  }
});
