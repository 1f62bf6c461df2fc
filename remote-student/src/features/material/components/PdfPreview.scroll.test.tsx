import '@lectern/shared-api/testing/device-storage';
import { sessionStore } from '@lectern/shared-api';
import { offlineSettled } from '@lectern/shared-api/offline';
import { materialFixture, sessionUser } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { drawPage, openPdf } from '../testing/pdfStandIn.ts';
import { FakeIntersectionObserver, layOutReaders, pageTop, scrollReader, undoReaderLayout } from '../testing/readerLayout.ts';
import { MaterialPreview } from './MaterialPreview.tsx';

// Continuous scroll: the pages stand one under another in the reader's scroll box, drawn only near
// the view. pdf.js does not run under jsdom: a stand-in document (12 A4 pages, page 4 a landscape
// slide) and a stand-in for the browser's layout (a box 800 × 600 CSS px; an A4 page fitted to
// its width is 1131 px tall, 8 px between pages) and its IntersectionObserver.
jest.mock('../pdf/pdfDocument.ts', () => jest.requireActual<typeof import('../testing/pdfStandIn.ts')>('../testing/pdfStandIn.ts').pdfDocumentModule);

const A4 = 842 / 595;
const SLIDE = 4;
const shapeOf = (page: number) => (page === SLIDE ? { width: 842, height: 595 } : { width: 595, height: 842 });
const fakeDoc = (numPages: number): PdfDocument =>
  ({
    numPages,
    getPage: jest.fn((page: number) => Promise.resolve({ getViewport: () => shapeOf(page) })),
    destroy: jest.fn(() => Promise.resolve()),
  }) as unknown as PdfDocument;

beforeEach(() => {
  openPdf.mockImplementation(() => Promise.resolve(fakeDoc(12)));
  drawPage.mockImplementation((_doc, page) => Promise.resolve(shapeOf(page).height / shapeOf(page).width));
  globalThis.IntersectionObserver = FakeIntersectionObserver;
  layOutReaders();
  sessionStore.getState().signedIn(sessionUser());
});
afterEach(async () => {
  undoReaderLayout();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  await offlineSettled();
});

/** The reader on a 12-page material, laid out, once the page it opened at is drawn. */
async function openReader(initialPage = 1) {
  renderWithProviders(<MaterialPreview material={materialFixture({ pages: 12, pageAspect: A4 })} initialPage={initialPage} />, { route: '/material/m1' });
  const reader = screen.getByRole('region', { name: 'Preview' });
  const frame = within(reader).getByRole('group', { name: 'Page' });
  await waitFor(() => expect(within(reader).getByRole('button', { name: 'Next page' })).toBeEnabled());
  const opened = within(reader).getByRole('group', { name: `Page ${initialPage} of 12` });
  await waitFor(() => expect(within(opened).queryByText('Loading the preview...')).not.toBeInTheDocument());
  return { reader, frame };
}

/** The pages drawn now: those with a canvas. */
const drawnPages = (reader: HTMLElement) =>
  within(reader)
    .queryAllByRole('img', { name: /^CSC 204 lecture notes, page \d+ of 12$/ })
    .map((canvas) => Number(/page (\d+)/.exec(canvas.getAttribute('aria-label')!)![1]));

test('the pages stand one under another, each box sized by its own shape, the slide as a slide', async () => {
  const { reader } = await openReader();
  const boxes = within(reader).getAllByRole('group', { name: /^Page \d+ of 12$/ });
  expect(boxes).toHaveLength(12);
  expect(boxes[0]).toHaveAccessibleName('Page 1 of 12');
  expect(boxes[0]!.style.aspectRatio).toBe('1000 / 1415');
  // Read from the file once page 1 is drawn, before the reader scrolls to it.
  await waitFor(() => expect(boxes[SLIDE - 1]!.style.aspectRatio).toBe('1000 / 707'));
  expect(boxes[11]!.style.aspectRatio).toBe('1000 / 1415');
  expect(boxes.every((box) => box.style.width === '100%')).toBe(true);
});

test('only the pages near the view are drawn; scrolled far, those left behind are stopped and freed', async () => {
  // Page 2 takes its time: its drawing is still under way when the reader scrolls far away.
  const stopped: number[] = [];
  drawPage.mockImplementation((_doc, page, _canvas, _width, signal) => {
    if (page !== 2) return Promise.resolve(A4);
    return new Promise((_resolve, reject) => signal.addEventListener('abort', () => (stopped.push(page), reject(new Error('Rendering cancelled')))));
  });
  const { reader } = await openReader();
  // Page 1 in view, page 2 within a box's height below it; page 3 (1147 px further) is not.
  await waitFor(() => expect(drawnPages(reader)).toEqual([1, 2]));
  expect(drawPage.mock.calls.map((call) => call[1])).toEqual([1, 2]);

  await scrollReader(pageTop(9) - 8);
  await waitFor(() => expect(drawnPages(reader)).toEqual([8, 9, 10]));
  expect(stopped).toEqual([2]);
  // The canvases left behind are gone, their pages' boxes still standing.
  expect(within(reader).getByRole('group', { name: 'Page 1 of 12' })).toBeEmptyDOMElement();
  expect(within(reader).getAllByRole('group', { name: /^Page \d+ of 12$/ })).toHaveLength(12);
});

test('the counter follows the page most in view as the reader scrolls, both ways', async () => {
  const { reader } = await openReader();
  expect(within(reader).getByText('Page 1 of 12')).toBeVisible();
  // Most of page 2 in view, the last of page 1 above it.
  await scrollReader(pageTop(2) - 200);
  expect(await within(reader).findByText('Page 2 of 12')).toBeVisible();
  await scrollReader(pageTop(7) + 100);
  expect(await within(reader).findByText('Page 7 of 12')).toBeVisible();
  expect(drawnPages(reader)).toContain(7);
  await scrollReader(0);
  expect(await within(reader).findByText('Page 1 of 12')).toBeVisible();
  expect(within(reader).getByRole('button', { name: 'Previous page' })).toBeDisabled();
});

test('Next and Previous scroll the box to that page, and the counter says so', async () => {
  const { reader, frame } = await openReader();
  await userEvent.click(within(reader).getByRole('button', { name: 'Next page' }));
  expect(within(reader).getByText('Page 2 of 12')).toBeVisible();
  // The page's top edge, with the gap above it, at the top of the box.
  expect(frame.scrollTop).toBe(pageTop(2) - 8);
  await userEvent.click(within(reader).getByRole('button', { name: 'Next page' }));
  expect(frame.scrollTop).toBe(pageTop(3) - 8);
  await waitFor(() => expect(drawnPages(reader)).toContain(3));
  await userEvent.click(within(reader).getByRole('button', { name: 'Previous page' }));
  expect(within(reader).getByText('Page 2 of 12')).toBeVisible();
  expect(frame.scrollTop).toBe(pageTop(2) - 8);
  // The scroll's own report keeps to the page gone to.
  await scrollReader(frame.scrollTop);
  expect(within(reader).getByText('Page 2 of 12')).toBeVisible();
});

test('opened at ?page=7: the box is scrolled to page 7, drawn first', async () => {
  const { reader, frame } = await openReader(7);
  expect(within(reader).getByText('Page 7 of 12')).toBeVisible();
  expect(drawPage.mock.calls[0]![1]).toBe(7);
  await waitFor(() => expect(frame.scrollTop).toBe(pageTop(7) - 8));
  await waitFor(() => expect(drawnPages(reader)).toEqual([6, 7, 8]));
});

test('zooming keeps the page the reader is on in view', async () => {
  const { reader, frame } = await openReader();
  await scrollReader(pageTop(5) - 8 + 300);
  expect(await within(reader).findByText('Page 5 of 12')).toBeVisible();
  await userEvent.click(within(reader).getByRole('button', { name: 'Zoom in' }));
  expect(within(reader).getByText('125 %')).toBeVisible();
  // The same spot of page 5 at the top: 300 px down it then, 375 px now that it is 125 % as tall.
  await waitFor(() => expect(frame.scrollTop).toBeCloseTo(pageTop(5) - 8 + 375, 0));
  expect(within(reader).getByText('Page 5 of 12')).toBeVisible();
  await waitFor(() => expect(drawPage.mock.calls.at(-1)![3]).toBe(1000));
});

test("the pages' shapes read from the file keep the reader's spot: a page above it turned shorter, the box scrolls up with it", async () => {
  // pdf.js reads the shapes only when let: the reader scrolls before they are known (a page's
  // drawing tells nothing of it here).
  drawPage.mockImplementation(() => Promise.resolve(A4));
  let readShapes = () => {};
  const shapesRead = new Promise<void>((resolve) => (readShapes = resolve));
  openPdf.mockImplementation(() => {
    const doc = fakeDoc(12);
    const getPage = doc.getPage;
    doc.getPage = jest.fn((page: number) => shapesRead.then(() => getPage(page)));
    return Promise.resolve(doc);
  });
  const { reader, frame } = await openReader();
  const slide = within(reader).getByRole('group', { name: `Page ${SLIDE} of 12` });
  // 300 px down page 5, page 4 (still A4) above it.
  await scrollReader(pageTop(5) - 8 + 300);
  expect(await within(reader).findByText('Page 5 of 12')).toBeVisible();
  expect(slide.style.aspectRatio).toBe('1000 / 1415');

  readShapes();
  await waitFor(() => expect(slide.style.aspectRatio).toBe('1000 / 707'));
  // Page 4 is shorter now: the box scrolled up with it, the same 300 px down page 5 at the top.
  await waitFor(() => expect(frame.scrollTop).toBeCloseTo(pageTop(5) - 8 + 300, 0));
  expect(within(reader).getByText('Page 5 of 12')).toBeVisible();
});
