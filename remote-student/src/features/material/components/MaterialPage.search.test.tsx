import '@lectern/shared-api/testing/device-storage';
import { offlineSettled } from '@lectern/shared-api/offline';
import { fakeNetwork, materialFixture, type FakeNetwork, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { drawPage, openPdf } from '../testing/pdfStandIn.ts';
import { MaterialPage } from './MaterialPage.tsx';

// A search result opens the material at the page the words were found on, with them marked.
// pdf.js does not run under jsdom: a stand-in document gives each page's text as pdf.js would
// (runs of text with their transform and width), and the reader's drawing is a stand-in too.
jest.mock('../pdf/pdfDocument.ts', () => jest.requireActual<typeof import('../testing/pdfStandIn.ts')>('../testing/pdfStandIn.ts').pdfDocumentModule);
// jsdom has no canvas to measure text with: a word's place is its share of the run's characters.
jest.mock('../pdf/measureText.ts', () => ({ textMeasurer: () => null }));

const WIDTH = 595;
const HEIGHT = 842;
/** Each page's runs of text: 12 pt type, 72 pt from the left, one line per run. */
const PAGE_TEXT: Record<number, string[]> = {
  1: ['Circuit analysis, week 1'],
  2: ['Ohm law relates voltage and current.'],
  3: ["Kirchhoff's voltage law: the sum around a loop is zero.", 'Nodes obey <i>KIRCHHOFF</i> current law too.'],
  4: ['Thevenin equivalent circuits.'],
  5: ['Summary.'],
};

const fakePage = (pageNumber: number) => ({
  getViewport: ({ scale }: { scale: number }) => ({ width: WIDTH * scale, height: HEIGHT * scale, scale, transform: [scale, 0, 0, -scale, 0, HEIGHT * scale] }),
  getTextContent: () =>
    Promise.resolve({
      items: (PAGE_TEXT[pageNumber] ?? []).map((str, line) => ({ str, transform: [12, 0, 0, 12, 72, 700 - line * 20], width: str.length * 6, height: 12 })),
    }),
});
const fakeDoc = (numPages: number): PdfDocument =>
  ({ numPages, getPage: jest.fn((n: number) => Promise.resolve(fakePage(n))), destroy: jest.fn(() => Promise.resolve()) }) as unknown as PdfDocument;

let net: FakeNetwork;
beforeEach(() => {
  openPdf.mockImplementation(() => Promise.resolve(fakeDoc(5)));
  drawPage.mockImplementation(() => Promise.resolve(HEIGHT / WIDTH));
  net = fakeNetwork({
    'GET /api/materials/m1': { data: materialFixture({ pages: 5, pageAspect: HEIGHT / WIDTH }) },
    'GET /api/materials/m1/text': {
      data: { pages: Object.entries(PAGE_TEXT).map(([page, runs]) => ({ page: Number(page), text: runs.join('\n') })) },
    },
  });
  signInAs();
});
afterEach(async () => {
  net.restore();
  await offlineSettled();
});

/** The material page at `route`, once its reader has drawn the page it opened at. */
async function openAt(route: string) {
  const view = renderWithProviders(<MaterialPage />, { route, path: '/material/:id' });
  const reader = await screen.findByRole('region', { name: 'Preview' });
  await waitFor(() => expect(within(reader).getByRole('img', { name: /^CSC 204 lecture notes, page \d of \d$/ })).toBeInTheDocument());
  await waitFor(() => expect(within(reader).queryByText('Loading the preview...')).not.toBeInTheDocument());
  return { reader, ...view };
}

const boxes = (reader: HTMLElement) => Array.from(reader.querySelectorAll<HTMLElement>('[data-highlight]'));

test('?page=3 opens the reader at page 3; the searched word is boxed on it, and the line says so', async () => {
  const { reader } = await openAt('/material/m1?q=kirchhoff&page=3');
  expect(within(reader).getByText('Page 3 of 5')).toBeVisible();
  expect(within(reader).getByRole('img', { name: 'CSC 204 lecture notes, page 3 of 5' })).toBeInTheDocument();
  expect(drawPage.mock.calls[0]![1]).toBe(3);
  expect(within(reader).getByRole('status')).toHaveTextContent('Showing “kirchhoff” on page 3');

  // "Kirchhoff's" on the first line and "KIRCHHOFF" on the second: one box each, over the canvas,
  // hidden from screen readers, placed in fractions of the page so a zoom carries them along.
  await waitFor(() => expect(boxes(reader)).toHaveLength(2));
  const [first, second] = boxes(reader);
  expect(first!.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(first!.style.left).toBe(`${(72 / WIDTH) * 100}%`);
  expect(parseFloat(first!.style.width)).toBeCloseTo(((11 * 6) / WIDTH) * 100, 5);
  // "Nodes obey <i>" comes before it on the second line.
  expect(parseFloat(second!.style.left)).toBeCloseTo(((72 + 14 * 6) / WIDTH) * 100, 5);
  expect(parseFloat(second!.style.top)).toBeGreaterThan(parseFloat(first!.style.top));

  // Zoomed, the boxes stay where they are on the page (the page's box grows under them).
  await userEvent.click(within(reader).getByRole('button', { name: 'Zoom in' }));
  await waitFor(() => expect(drawPage.mock.calls.at(-1)![3]).toBe(1000));
  expect(boxes(reader)).toHaveLength(2);
  expect(boxes(reader)[0]!.style.left).toBe(first!.style.left);

  // Another page is looked through for the words too: page 4 has none.
  await userEvent.click(within(reader).getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(within(reader).getByRole('status')).toHaveTextContent('Showing “kirchhoff” on page 4'));
  await waitFor(() => expect(boxes(reader)).toHaveLength(0));
});

test.each([['0'], ['99'], ['x'], ['2.5'], ['-1']])('?page=%s is not a page of the material: the reader opens at page 1', async (page) => {
  const { reader } = await openAt(`/material/m1?q=circuit&page=${page}`);
  expect(within(reader).getByText('Page 1 of 5')).toBeVisible();
  expect(drawPage.mock.calls[0]![1]).toBe(1);
  // "Circuit" on page 1 is still marked.
  await waitFor(() => expect(boxes(reader)).toHaveLength(1));
});

test('a page past the end of the file itself (the count changed) opens page 1', async () => {
  openPdf.mockImplementation(() => Promise.resolve(fakeDoc(2)));
  const { reader } = await openAt('/material/m1?page=4');
  expect(within(reader).getByText('Page 1 of 2')).toBeVisible();
  expect(drawPage).not.toHaveBeenCalledWith(expect.anything(), 4, expect.anything(), expect.anything(), expect.anything(), expect.anything());
});

test('without a search, nothing is marked and no line is shown', async () => {
  const { reader } = await openAt('/material/m1');
  expect(within(reader).getByText('Page 1 of 5')).toBeVisible();
  expect(within(reader).queryByRole('status')).not.toBeInTheDocument();
  expect(boxes(reader)).toHaveLength(0);
});

test('the text view marks the searched words, as text', async () => {
  const { reader } = await openAt('/material/m1?q=Kirchhoff%2C%20law!&page=3');
  await userEvent.click(within(reader).getByRole('button', { name: 'Text' }));
  const page3 = await within(reader).findByRole('region', { name: 'Page 3' });
  const marks = Array.from(page3.querySelectorAll('mark')).map((mark) => mark.textContent);
  // 'kirchhoff' and 'law' (punctuation stripped, any case), whole words or the start of one.
  expect(marks).toEqual(["Kirchhoff's", 'law', 'KIRCHHOFF', 'law']);
  // The page's text is text: its tags are shown, never made elements.
  expect(page3).toHaveTextContent('Nodes obey <i>KIRCHHOFF</i> current law too.');
  expect(page3.querySelector('i')).toBeNull();
  expect(within(reader).getByRole('status')).toHaveTextContent('Showing “Kirchhoff, law!” in the text');
  expect(within(reader).getByRole('region', { name: 'Page 4' }).querySelector('mark')).toBeNull();
});

test('Clear stops marking and takes the search out of the address, in place', async () => {
  const { reader } = await openAt('/material/m1?q=kirchhoff&page=3');
  await waitFor(() => expect(boxes(reader)).toHaveLength(2));
  await userEvent.click(within(reader).getByRole('button', { name: 'Clear' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/material\/m1$/);
  expect(within(reader).queryByRole('status')).not.toBeInTheDocument();
  expect(boxes(reader)).toHaveLength(0);
  // The reader stays on the page it was on.
  expect(within(reader).getByText('Page 3 of 5')).toBeVisible();
});
