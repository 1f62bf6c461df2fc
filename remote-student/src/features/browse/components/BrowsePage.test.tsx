import type { Material } from '@lectern/shared-api';
import type { MaterialListPage } from '@lectern/shared-api/contract';
import { type FakeNetwork, fakeNetworkPerTest, folderFixture, materialFixture } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOWNLOAD_RECOUNT_MS } from '../../../components/useDownloadRecount.ts';
import { BrowsePage } from './BrowsePage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const page = (data: Material[], pageNo = 1, totalPages = 1): MaterialListPage => ({
  data,
  pagination: { page: pageNo, limit: 10, total: data.length, totalPages },
  totalCapped: false,
  spelling: null,
});

test('search results: the query from the URL, then the Filter’s sort and classification, reset to page 1', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({
    'GET /api/materials': (url) => ({ data: page([materialFixture({ id: url.search, label: `Result ${url.searchParams.get('sort') ?? 'date'}` })], 1, 2) }),
  });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=csc%20204' });
  expect(screen.getByRole('heading', { level: 1, name: 'Results for “csc 204”' })).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: 'Result date' })).toBeInTheDocument();
  expect(net.calls.at(-1)!.url.searchParams.get('query')).toBe('csc 204');

  const filter = screen.getByRole('button', { name: 'Filter' });
  expect(filter).toHaveAttribute('aria-expanded', 'false');
  await user.click(filter);
  expect(filter).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Filter' });
  expect(within(panel).getByRole('heading', { name: 'Filter' })).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Downloads (most)');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'Exam Past Questions');
  expect(await screen.findByRole('article', { name: 'Result downloads' })).toBeInTheDocument();
  const last = net.calls.at(-1)!.url.searchParams;
  expect([last.get('sort'), last.get('classification'), last.get('page')]).toEqual(['downloads', 'exam-past-questions', '1']);

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
  expect(net.calls.at(-1)!.url.searchParams.get('page')).toBe('2');
});

test('a search answered for closer spellings says so, and searches the words as typed on request', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({
    'GET /api/materials': (url) =>
      url.searchParams.get('exact') === 'true'
        ? { data: page([]) }
        : { data: { ...page([materialFixture({ label: 'Calculus I past questions' })]), spelling: { searched: 'calculus', typed: 'calclus' } } },
  });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=calclus' });
  const note = await screen.findByText(/Showing results for/);
  expect(note).toHaveTextContent('Showing results for calculus. Search instead for calclus');
  expect(screen.getByText('1 result')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Calculus I past questions' })).toBeInTheDocument();

  await user.click(within(note).getByRole('link', { name: 'calclus' }));
  expect(await screen.findByRole('heading', { name: 'No materials found.' })).toBeInTheDocument();
  const asked = net.calls.at(-1)!.url.searchParams;
  expect([asked.get('query'), asked.get('exact')]).toEqual(['calclus', 'true']);
  expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();

  // A new search looks for closer spellings again.
  await user.clear(screen.getByRole('searchbox', { name: 'Search materials' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search materials' }), 'calclus{Enter}');
  expect(await screen.findByText(/Showing results for/)).toBeInTheDocument();
  expect(net.calls.at(-1)!.url.searchParams.get('exact')).toBeNull();
});

test('a count that stopped at its cap reads 1,000+', async () => {
  net = fakeNetwork({
    'GET /api/materials': () => ({
      data: { ...page([materialFixture()]), pagination: { page: 1, limit: 10, total: 1000, totalPages: 100 }, totalCapped: true },
    }),
  });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=notes' });
  expect(await screen.findByText('1,000+ results')).toBeInTheDocument();
});

test('recommendations ask for everything listed, and say when there is nothing, with a next step', async () => {
  net = fakeNetwork({ 'GET /api/materials/recommendations': { data: page([]) } });
  renderWithProviders(<BrowsePage kind="recommendations" />, { route: '/dashboard/recommendations' });
  expect(await screen.findByRole('heading', { name: 'No materials found.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/dashboard/courses');
  expect(net.calls[0]!.url.searchParams.get('ignorePreference')).toBe('true');
});

test('a search that finds nothing says what a search can find, and mentions the filter only when one is set', async () => {
  net = fakeNetwork({ 'GET /api/materials': { data: page([]) } });
  const { unmount } = renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=calculus' });
  const advice = await screen.findByText('Try fewer or other words, a course code such as CSC 204, or a course’s name.');
  expect(advice.closest('section, div')).not.toHaveTextContent(/clear the filter/i);
  unmount();
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=calculus&classification=exam-past-questions' });
  expect(await screen.findByText('Try other words, or show every kind of material in the Filter.')).toBeInTheDocument();
});

test('a failed list says so and can be tried again', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  net = fakeNetwork({
    'GET /api/materials/recent': () => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } : { data: page([materialFixture()]) }),
  });
  renderWithProviders(<BrowsePage kind="recent" />, { route: '/dashboard/recent' });
  expect(await screen.findByText('Failed to fetch materials')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'CSC 204 lecture notes' })).toBeInTheDocument();
});

test('after a download the list asks again, so the card shows the new count', async () => {
  let downloads = 3;
  net = fakeNetwork({ 'GET /api/materials/recent': () => ({ data: page([materialFixture({ downloads })]) }) });
  renderWithProviders(<BrowsePage kind="recent" />, { route: '/dashboard/recent' });
  const card = await screen.findByRole('article', { name: 'CSC 204 lecture notes' });
  expect(within(card).getByText('3 downloads · 10 views · 2 likes')).toBeInTheDocument();
  // The browser would follow the link to the file (and the server count it); jsdom cannot.
  const stayHere = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', stayHere);
  try {
    downloads = 4;
    await userEvent.setup({ delay: null }).click(within(card).getByRole('link', { name: 'Download CSC 204 lecture notes' }));
    expect(await screen.findByText('Download started!')).toBeInTheDocument();
    expect(await within(card).findByText('4 downloads · 10 views · 2 likes', {}, { timeout: DOWNLOAD_RECOUNT_MS + 2000 })).toBeInTheDocument();
  } finally {
    window.removeEventListener('click', stayHere);
  }
});

const bodyText = 'The Thevenin equivalent of any linear network is one source and one resistor.';
const snippetFor = (word: string, page = 4) => ({ page, text: bodyText, marks: [{ start: bodyText.indexOf(word), end: bodyText.indexOf(word) + word.length }] });

test('a result found inside the document shows the passage under its title, the page and the matched word marked', async () => {
  net = fakeNetwork({
    'GET /api/materials': {
      data: page([
        materialFixture({ id: 'a', label: 'EEE 201 circuits', snippet: snippetFor('Thevenin') }),
        materialFixture({ id: 'b', label: 'Thevenin summary', snippet: null }),
      ]),
    },
  });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=thevenin' });
  const found = await screen.findByRole('article', { name: 'EEE 201 circuits' });
  expect(within(found).getByText('p. 4')).toBeInTheDocument();
  const marked = within(found).getByText('Thevenin');
  expect(marked.tagName).toBe('MARK');
  expect(marked.closest('p')).toHaveTextContent(bodyText);
  // Under the title: the passage follows the card's heading.
  const heading = within(found).getByRole('heading', { name: 'EEE 201 circuits' });
  expect(heading.compareDocumentPosition(marked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // A title match has no passage.
  const titled = screen.getByRole('article', { name: 'Thevenin summary' });
  expect(within(titled).queryByText(/^p\. \d+$/)).not.toBeInTheDocument();
  expect(titled.querySelector('mark')).toBeNull();
});

test('a result found inside the document opens the reader at its page with the search marked; a title match opens the plain page', async () => {
  net = fakeNetwork({
    'GET /api/materials': {
      data: page([
        materialFixture({ id: 'a', label: 'EEE 201 circuits', snippet: snippetFor('Thevenin', 3) }),
        materialFixture({ id: 'b', label: 'Thevenin summary', snippet: null }),
      ]),
    },
  });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=thevenin%20network' });
  const found = await screen.findByRole('article', { name: 'EEE 201 circuits' });
  expect(within(found).getByRole('link', { name: 'EEE 201 circuits' })).toHaveAttribute('href', '/material/a?q=thevenin%20network&page=3');
  const titled = screen.getByRole('article', { name: 'Thevenin summary' });
  expect(within(titled).getByRole('link', { name: 'Thevenin summary' })).toHaveAttribute('href', '/material/b');
});

test('a card preparing its preview says so, then shows the preview without a reload, and the list stops asking', async () => {
  jest.useFakeTimers();
  try {
    let ready = false;
    net = fakeNetwork({
      'GET /api/materials/recent': () => ({
        data: page([
          ready
            ? materialFixture({ type: 'pptx', previewStatus: 'ready', previewUrl: '/api/materials/m1/preview', pages: 9 })
            : materialFixture({ type: 'pptx', previewStatus: 'pending', previewUrl: null, readUrl: null, pages: null }),
          materialFixture({ id: 'm2', label: 'Broken scan', previewStatus: 'unavailable', previewUrl: null, readUrl: null }),
        ]),
      }),
    });
    renderWithProviders(<BrowsePage kind="recent" />, { route: '/dashboard/recent' });
    const card = await screen.findByRole('article', { name: 'CSC 204 lecture notes' });
    expect(within(card).getByRole('status')).toHaveTextContent('Preparing preview...');
    expect(within(card).queryByRole('presentation')).not.toBeInTheDocument();
    const broken = screen.getByRole('article', { name: 'Broken scan' });
    expect(within(broken).getByText('Preview unavailable')).toBeInTheDocument();
    // Still downloadable.
    expect(within(broken).getByRole('link', { name: 'Download Broken scan' })).toHaveAttribute('href', '/api/materials/m2/file');

    ready = true;
    const preview = await within(card).findByRole('presentation', {}, { timeout: 10_000 });
    expect(preview).toHaveAttribute('src', '/api/materials/m1/preview');
    expect(within(card).queryByText('Preparing preview...')).not.toBeInTheDocument();
    expect(within(card).getByText(/Lecture Notes · PPTX · 9 pages/)).toBeInTheDocument();
    const asked = net.calls.length;
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(net.calls).toHaveLength(asked);
  } finally {
    jest.useRealTimers();
  }
});

test('a search that matches public folders shows them in a small Folders row under the materials, asked for once they are shown; none, no row', async () => {
  net = fakeNetwork({
    'GET /api/materials': { data: page([materialFixture()]) },
    'GET /api/folders': (url) => {
      const found = url.searchParams.get('query') === 'exam pack' ? [folderFixture({ visibility: 'public', isOwner: false })] : [];
      return { data: { data: found, pagination: { page: 1, limit: 6, total: found.length, totalPages: 1 } } };
    },
  });
  const { unmount } = renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=exam%20pack' });
  const folders = await screen.findByRole('region', { name: 'Folders' });
  expect(within(folders).getByRole('link', { name: 'CSC 204 exam pack' })).toHaveAttribute('href', '/dashboard/folders/f1');
  // After the materials in the page's order, and asked for only once they had come.
  const material = screen.getByRole('article', { name: 'CSC 204 lecture notes' });
  expect(material.compareDocumentPosition(folders) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(net.calls.map((call) => call.url.pathname)).toEqual(['/api/materials', '/api/folders']);
  unmount();

  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=graphs' });
  expect(await screen.findByRole('article', { name: 'CSC 204 lecture notes' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Folders' })).not.toBeInTheDocument();
  expect(net.calls.filter((call) => call.url.pathname === '/api/folders').map((call) => call.url.searchParams.get('query'))).toEqual(['exam pack', 'graphs']);
});

test('a new search never shows the last search’s folders while its own are coming', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({
    'GET /api/materials': { data: page([materialFixture()]) },
    'GET /api/folders': (url) =>
      url.searchParams.get('query') === 'exam pack'
        ? { data: { data: [folderFixture({ visibility: 'public', isOwner: false })], pagination: { page: 1, limit: 6, total: 1, totalPages: 1 } } }
        : { pending: true },
  });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=exam%20pack' });
  expect(await screen.findByRole('region', { name: 'Folders' })).toHaveTextContent('CSC 204 exam pack');

  const field = screen.getByRole('searchbox');
  await user.clear(field);
  await user.type(field, 'graphs{Enter}');
  expect(await screen.findByRole('heading', { level: 1, name: 'Results for “graphs”' })).toBeInTheDocument();
  await screen.findByRole('article', { name: 'CSC 204 lecture notes' });
  expect(net.calls.filter((call) => call.url.pathname === '/api/folders').map((call) => call.url.searchParams.get('query'))).toEqual(['exam pack', 'graphs']);
  expect(screen.queryByRole('region', { name: 'Folders' })).not.toBeInTheDocument();
});

test('a search that found none or few offers "Ask for this material", with the words typed; three or more do not', async () => {
  const user = userEvent.setup({ delay: null });
  const found: Record<string, Material[]> = {
    none: [],
    two: [materialFixture({ id: 'a', label: 'One' }), materialFixture({ id: 'b', label: 'Two' })],
    three: [materialFixture({ id: 'a', label: 'One' }), materialFixture({ id: 'b', label: 'Two' }), materialFixture({ id: 'c', label: 'Three' })],
  };
  net = fakeNetwork({ 'GET /api/materials': (url) => ({ data: page(found[url.searchParams.get('query') ?? ''] ?? []) }) });
  renderWithProviders(<BrowsePage kind="search" />, { route: '/dashboard/search?q=two' });
  expect(await screen.findByRole('article', { name: 'Two' })).toBeInTheDocument();
  const ask = screen.getByRole('complementary', { name: 'Ask for material' });
  expect(within(ask).getByRole('button', { name: 'Ask for this material' })).toHaveAttribute('aria-haspopup', 'dialog');

  await user.clear(screen.getByRole('searchbox', { name: 'Search materials' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search materials' }), 'three{Enter}');
  expect(await screen.findByRole('article', { name: 'Three' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ask for this material' })).not.toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox', { name: 'Search materials' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search materials' }), 'none{Enter}');
  expect(await screen.findByRole('heading', { name: 'No materials found.' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ask for this material' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ask for this material' });
  expect(within(dialog).getByRole('textbox', { name: 'What do you need?' })).toHaveValue('none');
});

test('the lists that are not a search never offer to ask', async () => {
  net = fakeNetwork({ 'GET /api/materials/recent': { data: page([]) } });
  renderWithProviders(<BrowsePage kind="recent" />, { route: '/dashboard/recent?q=nothing' });
  expect(await screen.findByRole('heading', { name: 'No materials found.' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ask for this material' })).not.toBeInTheDocument();
});
