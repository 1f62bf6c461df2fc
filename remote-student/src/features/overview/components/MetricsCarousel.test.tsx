import type { MyStats } from '@lectern/shared-api';
import { fakeNetwork, type FakeNetwork } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { CAROUSEL_INTERVAL_MS, MetricsCarousel, TWO_PER_PAGE_QUERY } from './MetricsCarousel.tsx';

const STATS: MyStats = { uploads: 4, pendingUploads: 1, downloads: 30, views: 90, savedMaterials: 2, likes: 5, approvedUploads: 3, printingCredit: null };

let net: FakeNetwork | undefined;
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  net?.restore();
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
  net = fakeNetwork({ 'GET /api/stats/me': { data: STATS } });
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
