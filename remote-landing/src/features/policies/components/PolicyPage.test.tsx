import { sessionStore } from '@lectern/shared-api';
import { fakeNetwork, type FakeNetwork, resetSessionPerTest } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LandingPage from '../../../LandingPage.tsx';

let net: FakeNetwork;
beforeEach(() => {
  net = fakeNetwork({ 'GET /api/stats/public': { data: { students: 50, courses: 100, departments: 3, resources: 100 } } });
  act(() => sessionStore.getState().signedOut());
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => {
  net.restore();
});
resetSessionPerTest();

// The shell mounts this remote at / and at /policies/*; '*' lets a test follow links between them.
const renderAt = (route: string) => renderWithProviders(<LandingPage />, { route, path: '*' });

test.each([
  ['/policies/terms', 'Terms of Service', ['Who can use Lectern', 'What you upload', 'How you may use materials']],
  ['/policies/privacy', 'Privacy Policy', ['What we collect', 'Who can see it', 'How long we keep it']],
  ['/policies/honor-code', 'Honor Code', ['Share your own notes', 'Academic integrity', 'Cite your sources', 'Report misuse']],
])('%s is a public page: one h1, its sections as h2s, and the bar and footer', async (route, title, someSections) => {
  renderAt(route);
  const main = await screen.findByRole('main');
  expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  const sections = within(main).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  for (const section of someSections) expect(sections).toContain(section);
  expect(within(main).getByText(/^Last updated /)).toBeInTheDocument();
  expect(document.title).toBe(`${title} | Lectern`);

  const policies = screen.getByRole('navigation', { name: 'Policies' });
  expect(within(policies).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  expect(within(policies).getAllByRole('link', { current: false }).map((link) => link.textContent)).toHaveLength(2);

  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('what the honor code asks, in plain words', async () => {
  renderAt('/policies/honor-code');
  const integrity = await screen.findByRole('region', { name: 'Academic integrity' });
  expect(within(integrity).getByText(/^No exam leaks/)).toBeInTheDocument();
  expect(within(integrity).getByText(/^No current assignments/)).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Report misuse' })).getByText(/press Report/)).toBeInTheDocument();
});

test('the bar leads back to the landing page sections from a policy page', () => {
  renderAt('/policies/privacy');
  const main = screen.getByRole('navigation', { name: 'Main' });
  expect(within(main).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/#faqs');
  expect(within(main).getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/dashboard/courses');
  expect(screen.getByRole('link', { name: 'Lectern' })).toHaveAttribute('href', '/');
});

test('the footer opens a policy, at its top with the focus on its heading, and a section by its anchor', async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/');
  const footer = screen.getByRole('contentinfo');
  await user.click(within(footer).getByRole('link', { name: 'Privacy Policy' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/policies\/privacy$/);
  expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toHaveFocus();
  expect(window.scrollTo).toHaveBeenCalledWith(0, 0);

  await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Report Issue' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Honor Code' })).toBeInTheDocument();
  expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  expect((Element.prototype.scrollIntoView as jest.Mock).mock.contexts.at(-1)).toHaveAttribute('id', 'report-misuse');
});

test('a policy that does not exist is the not-found page', () => {
  renderAt('/policies/cookies');
  expect(screen.getByRole('heading', { name: 'Ooops! Page not found' })).toBeInTheDocument();
});
