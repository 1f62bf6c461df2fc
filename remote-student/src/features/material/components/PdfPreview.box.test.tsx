import '@lectern/shared-api/testing/device-storage';
import { sessionStore } from '@lectern/shared-api';
import { offlineSettled } from '@lectern/shared-api/offline';
import { materialFixture, sessionUser } from '@lectern/shared-api/testing';
import { LecternProviders } from '@lectern/shared-ui';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { MaterialPreview } from './MaterialPreview.tsx';

// The material page must not move when pdf.js draws. Page 1's box (its shape from the
// server, else A4 portrait) and the pager stand from the first paint, the same on the server.
// pdf.js does not run under jsdom: the test opens and draws a stand-in document.
const openPdf = jest.fn<Promise<PdfDocument>, [string | Uint8Array]>();
const drawPage = jest.fn<Promise<number>, [PdfDocument, number, HTMLCanvasElement, number, AbortSignal]>();
jest.mock('../pdf/pdfDocument.ts', () => ({
  openPdf: (source: string | Uint8Array) => openPdf(source),
  drawPage: (doc: PdfDocument, page: number, canvas: HTMLCanvasElement, width: number, signal: AbortSignal) => drawPage(doc, page, canvas, width, signal),
}));

const LETTER = 792 / 612;
const fakeDoc = (numPages: number): PdfDocument => ({ numPages, getPage: jest.fn(), destroy: jest.fn(() => Promise.resolve()) }) as unknown as PdfDocument;

const original = globalThis.fetch;
beforeEach(() => {
  // Until a test says otherwise, the document never opens; a page drawn is US Letter.
  openPdf.mockImplementation(() => new Promise(() => undefined));
  drawPage.mockImplementation(() => Promise.resolve(LETTER));
  // The file call never answers: only the stand-in openPdf says what is in the file.
  globalThis.fetch = (() => new Promise(() => undefined)) as typeof fetch;
  sessionStore.getState().signedIn(sessionUser());
});
afterEach(async () => {
  globalThis.fetch = original;
  await offlineSettled();
});

/** The box the page is drawn in: the picture's frame. */
function pageBox(): HTMLElement {
  const preview = screen.getByRole('region', { name: 'Preview' });
  return within(preview).getByRole('img', { name: /^CSC 204 lecture notes, / }).parentElement!;
}

test("while pdf.js loads, the frame is page 1's box: US Letter from the server's shape, with the spinner inside it", () => {
  renderWithProviders(<MaterialPreview material={materialFixture({ pageAspect: LETTER })} />, { route: '/material/m1' });
  expect(screen.getByText('Loading the preview...')).toBeVisible();
  expect(pageBox().style.aspectRatio).toBe('1000 / 1294');
});

test.each([
  ['no shape recorded (a file read before it was)', null, '1000 / 1415'],
  ['a landscape first page', 595 / 842, '1000 / 707'],
  ['an absurd strip is kept to four screens wide', 5000, '1000 / 4000'],
])('%s: the box is reserved all the same', (_name, pageAspect, ratio) => {
  renderWithProviders(<MaterialPreview material={materialFixture({ pageAspect })} />, { route: '/material/m1' });
  expect(pageBox().style.aspectRatio).toBe(ratio);
});

test('the pager is there from the start with the page count the server read, its buttons waiting for the document', async () => {
  let open!: (doc: PdfDocument) => void;
  const opened = new Promise<PdfDocument>((resolve) => (open = resolve));
  openPdf.mockImplementation(() => opened);
  renderWithProviders(<MaterialPreview material={materialFixture({ pages: 12, pageAspect: LETTER })} />, { route: '/material/m1' });
  const preview = screen.getByRole('region', { name: 'Preview' });
  expect(within(preview).getByText('Page 1 of 12')).toBeVisible();
  expect(within(preview).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(within(preview).getByRole('button', { name: 'Next page' })).toBeDisabled();

  await waitFor(() => expect(openPdf).toHaveBeenCalled());
  open(fakeDoc(12));
  await waitFor(() => expect(within(preview).getByRole('button', { name: 'Next page' })).toBeEnabled());
  expect(within(preview).getByRole('button', { name: 'Previous page' })).toBeDisabled();
  expect(within(preview).getByRole('img', { name: 'CSC 204 lecture notes, page 1 of 12' })).toBeInTheDocument();
  // Drawn into the box it had: nothing moved.
  await waitFor(() => expect(screen.queryByText('Loading the preview...')).not.toBeInTheDocument());
  expect(pageBox().style.aspectRatio).toBe('1000 / 1294');

  // A page the reader turns to takes its own shape (a landscape slide).
  drawPage.mockImplementation(() => Promise.resolve(595 / 842));
  await userEvent.click(within(preview).getByRole('button', { name: 'Next page' }));
  expect(await within(preview).findByRole('img', { name: 'CSC 204 lecture notes, page 2 of 12' })).toBeInTheDocument();
  expect(within(preview).getByText('Page 2 of 12')).toBeVisible();
  await waitFor(() => expect(pageBox().style.aspectRatio).toBe('1000 / 707'));
  expect(drawPage.mock.calls.at(-1)![1]).toBe(2);
});

test('turned before page 1 is drawn: that drawing is stopped (pdf.js would refuse the canvas), and page 2 shows', async () => {
  openPdf.mockImplementation(() => Promise.resolve(fakeDoc(3)));
  // Page 1 takes its time (a slow phone). As in pdf.js, a canvas being drawn refuses another
  // drawing, and stopping one frees its canvas and rejects.
  const inUse = new Set<HTMLCanvasElement>();
  drawPage.mockImplementation((_doc, page, canvas, _width, signal) => {
    if (inUse.has(canvas)) return Promise.reject(new Error('Cannot use the same canvas during multiple render() operations.'));
    if (page !== 1) return Promise.resolve(LETTER);
    inUse.add(canvas);
    return new Promise((_resolve, reject) =>
      signal?.addEventListener('abort', () => {
        inUse.delete(canvas);
        reject(new Error('Rendering cancelled, page 1'));
      }),
    );
  });
  renderWithProviders(<MaterialPreview material={materialFixture({ pages: 3, pageAspect: LETTER })} />, { route: '/material/m1' });
  const preview = screen.getByRole('region', { name: 'Preview' });
  const next = within(preview).getByRole('button', { name: 'Next page' });
  await waitFor(() => expect(next).toBeEnabled());
  expect(screen.getByText('Loading the preview...')).toBeInTheDocument();

  await userEvent.click(next);
  expect(await within(preview).findByText('Page 2 of 3')).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Loading the preview...')).not.toBeInTheDocument());
  expect(within(preview).getByRole('img', { name: 'CSC 204 lecture notes, page 2 of 3' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a one-page material has no pager, before or after the document opens', async () => {
  openPdf.mockImplementation(() => Promise.resolve(fakeDoc(1)));
  renderWithProviders(<MaterialPreview material={materialFixture({ pages: 1 })} />, { route: '/material/m1' });
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  await screen.findByRole('img', { name: 'CSC 204 lecture notes, page 1 of 1' });
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
});

test('a file that cannot be read: the message, no pager, no tall empty box', async () => {
  openPdf.mockImplementation(() => Promise.reject(new Error('broken')));
  renderWithProviders(<MaterialPreview material={materialFixture({ pages: 12, pageAspect: LETTER })} />, { route: '/material/m1' });
  expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be shown. The details are below.');
  expect(screen.queryByText(/^Page \d+ of \d+$/)).not.toBeInTheDocument();
  expect((screen.getByRole('alert').closest('section')!.firstElementChild as HTMLElement).style.aspectRatio).toBe('');
});

test("the server's markup is the browser's first render: it hydrates without a warning", async () => {
  const material = materialFixture({ pages: 12, pageAspect: LETTER });
  const queryClient = new QueryClient();
  const ui = (
    <MemoryRouter initialEntries={['/material/m1']}>
      <LecternProviders queryClient={queryClient}>
        <MaterialPreview material={material} />
      </LecternProviders>
    </MemoryRouter>
  );
  const html = renderToString(ui);
  expect(html).toContain('aspect-ratio:1000 / 1294');
  expect(html).toMatch(/Page (<!-- -->)?1(<!-- -->)? of (<!-- -->)?12/);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(ui, { container, hydrate: true, wrapper: ({ children }: { children: ReactNode }) => children });
    await waitFor(() => expect(openPdf).toHaveBeenCalled());
    expect(errors).not.toHaveBeenCalled();
    expect(within(container).getByRole('button', { name: 'Next page' })).toBeDisabled();
  } finally {
    errors.mockRestore();
    container.remove();
  }
});
