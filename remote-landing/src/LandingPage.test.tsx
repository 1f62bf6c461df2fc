import { sessionStore } from '@lectern/shared-api';
import { fakeNetwork, type FakeNetwork, resetSessionPerTest } from '@lectern/shared-api/testing';
import { act, screen, within } from '@testing-library/react';
import LandingPage from './LandingPage.tsx';
import { renderWithProviders } from '@lectern/shared-ui/testing';

let net: FakeNetwork;
beforeEach(() => {
  net = fakeNetwork({
    'GET /api/stats/public': { data: { students: 50, courses: 100, departments: 3, resources: 100 } },
    'GET /api/search/suggestions': { data: [] },
  });
});
afterEach(() => {
  net.restore();
});
resetSessionPerTest();

test('renders the landmarks, one h1 and the sections in the spec order', async () => {
  act(() => sessionStore.getState().signedOut());
  const { container } = renderWithProviders(<LandingPage />);

  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'contact');
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

  const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(h2s).toEqual([
    'Lectern in numbers',
    'The Challenge',
    'Our Solution',
    'Features',
    'FAQs',
    'Ready to study smarter?',
    'NAVIGATE',
    'HELP',
    'POLICIES',
  ]);

  // Headings never skip a level.
  const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
  levels.forEach((level, i) => i > 0 && expect(level - (levels[i - 1] as number)).toBeLessThanOrEqual(1));

  // Every anchor of the navigation, mobile menu included, has its target on the page.
  for (const id of ['home', 'browse', 'faqs', 'contact', 'upload']) expect(container.querySelector(`#${id}`)).not.toBeNull();
  const main = screen.getByRole('main');
  const order = ['home', 'browse', 'faqs', 'upload'].map((id) => [...main.querySelectorAll('[id]')].findIndex((el) => el.id === id));
  expect(order).toEqual([...order].sort((a, b) => a - b));

  expect(screen.getByRole('combobox', { name: 'Search courses' })).toHaveAttribute('placeholder', 'Search courses...');
  expect(screen.getByRole('link', { name: 'Get Started for free' })).toHaveAttribute('href', '/auth/signup');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signin');
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/signup');
  await act(async () => undefined);
});

test('the footer has the three columns, and every entry is a link that leads somewhere real', () => {
  renderWithProviders(<LandingPage />);
  const footer = screen.getByRole('contentinfo');
  const column = (title: string) => within(within(footer).getByRole('heading', { name: title }).parentElement as HTMLElement).getAllByRole('listitem');
  const links = (title: string) => column(title).map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]);
  expect(links('NAVIGATE')).toEqual([
    ['Home', '/#home'],
    ['Browse Courses', '/dashboard/courses'],
    ['About', '/#about'],
    ['FAQs', '/#faqs'],
  ]);
  expect(links('HELP')).toEqual([
    ['How It Works', '/#browse'],
    ['Content Guidelines', '/policies/honor-code#content-guidelines'],
    ['Report Issue', '/policies/honor-code#report-misuse'],
  ]);
  expect(links('POLICIES')).toEqual([
    ['Honor Code', '/policies/honor-code'],
    ['Privacy Policy', '/policies/privacy'],
    ['Terms of Service', '/policies/terms'],
    ['Academic Integrity', '/policies/honor-code#academic-integrity'],
  ]);
  // Each landing section a link names is on the page.
  for (const link of within(footer).getAllByRole('link')) {
    const href = link.getAttribute('href') ?? '';
    if (href.startsWith('/#')) expect(document.getElementById(href.slice(2))).not.toBeNull();
  }
});

test('without a build id the footer names no build (never "Build dev")', () => {
  const previous = process.env.LECTERN_BUILD_ID;
  delete process.env.LECTERN_BUILD_ID;
  try {
    renderWithProviders(<LandingPage />);
    expect(screen.queryByTestId('build-id')).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/Build/);
  } finally {
    if (previous !== undefined) process.env.LECTERN_BUILD_ID = previous;
  }
});

test('the build id comes from LECTERN_BUILD_ID', () => {
  const previous = process.env.LECTERN_BUILD_ID;
  process.env.LECTERN_BUILD_ID = 'b-42';
  try {
    renderWithProviders(<LandingPage />);
    expect(screen.getByTestId('build-id')).toHaveTextContent(/^Build b-42$/);
  } finally {
    if (previous === undefined) delete process.env.LECTERN_BUILD_ID;
    else process.env.LECTERN_BUILD_ID = previous;
  }
});

test('while the session is checked the nav shows Validating', () => {
  renderWithProviders(<LandingPage />);
  expect(within(screen.getByRole('banner')).getByText('Validating')).toBeInTheDocument();
});
