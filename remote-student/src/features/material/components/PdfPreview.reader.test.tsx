import '@lectern/shared-api/testing/device-storage';
import { sessionStore } from '@lectern/shared-api';
import { offlineSettled } from '@lectern/shared-api/offline';
import { fakeNetwork, materialFixture, sessionUser, type FakeNetwork } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { drawPage, openPdf } from '../testing/pdfStandIn.ts';
import { MaterialPreview } from './MaterialPreview.tsx';
import { TEXT_VIEW_MESSAGES } from './PdfTextView.tsx';

// The reader on a phone: zoom (buttons, keys, a pinch), full screen, the text view. pdf.js does
// not run under jsdom: the test opens a stand-in document and sees what the reader asks pdf.js to
// draw, and how wide. jsdom lays nothing out, so the column counts as 800 CSS px wide.
jest.mock('../pdf/pdfDocument.ts', () => jest.requireActual<typeof import('../testing/pdfStandIn.ts')>('../testing/pdfStandIn.ts').pdfDocumentModule);

const A4 = 842 / 595;
const COLUMN = 800;
const fakeDoc = (numPages: number): PdfDocument => ({ numPages, getPage: jest.fn(), destroy: jest.fn(() => Promise.resolve()) }) as unknown as PdfDocument;

let net: FakeNetwork;
beforeEach(() => {
  openPdf.mockImplementation(() => Promise.resolve(fakeDoc(3)));
  drawPage.mockImplementation(() => Promise.resolve(A4));
  net = fakeNetwork({
    'GET /api/materials/m1/text': {
      data: {
        pages: [
          { page: 1, text: 'Ohm law relates voltage and current.' },
          { page: 2, text: '   ' },
          { page: 3, text: 'Thevenin equivalent circuits.' },
        ],
      },
    },
  });
  sessionStore.getState().signedIn(sessionUser());
});
afterEach(async () => {
  net.restore();
  await offlineSettled();
});

async function openReader() {
  renderWithProviders(<MaterialPreview material={materialFixture({ pages: 3, pageAspect: A4 })} />, { route: '/material/m1' });
  const reader = screen.getByRole('region', { name: 'Preview' });
  await waitFor(() => expect(within(reader).getByRole('button', { name: 'Next page' })).toBeEnabled());
  await waitFor(() => expect(screen.queryByText('Loading the preview...')).not.toBeInTheDocument());
  return reader;
}

const lastWidth = () => drawPage.mock.calls.at(-1)![3];
const sheet = (reader: HTMLElement) => within(reader).getByRole('img', { name: /^CSC 204 lecture notes, / }).parentElement!;

test('fit to width first; Zoom in draws the page again, wider, without the spinner; Fit to width comes back', async () => {
  const reader = await openReader();
  expect(within(reader).getByText('100 %')).toBeVisible();
  expect(lastWidth()).toBe(COLUMN);
  expect(within(reader).getByRole('button', { name: 'Fit to width' })).toBeDisabled();

  await userEvent.click(within(reader).getByRole('button', { name: 'Zoom in' }));
  expect(within(reader).getByText('125 %')).toBeVisible();
  await waitFor(() => expect(lastWidth()).toBe(COLUMN * 1.25));
  // The page shown is kept until the sharper one is ready: drawn off screen, no spinner.
  expect(drawPage.mock.calls.at(-1)![5]).toEqual({ keepShown: true });
  expect(screen.queryByText('Loading the preview...')).not.toBeInTheDocument();
  // The page's box grows with it (the frame scrolls sideways), keeping the page's shape.
  expect(sheet(reader).style.width).toBe('125%');
  expect(sheet(reader).style.aspectRatio).toBe('1000 / 1415');

  await userEvent.click(within(reader).getByRole('button', { name: 'Zoom in' }));
  expect(within(reader).getByText('150 %')).toBeVisible();
  await userEvent.click(within(reader).getByRole('button', { name: 'Fit to width' }));
  expect(within(reader).getByText('100 %')).toBeVisible();
  await waitFor(() => expect(lastWidth()).toBe(COLUMN));
  await userEvent.click(within(reader).getByRole('button', { name: 'Zoom out' }));
  expect(within(reader).getByText('75 %')).toBeVisible();
});

test('the keyboard zooms too: + and - on the page, 0 fits it to the width', async () => {
  const reader = await openReader();
  const page = within(reader).getByRole('group', { name: 'Page' });
  page.focus();
  await userEvent.keyboard('+');
  expect(within(reader).getByText('125 %')).toBeVisible();
  await userEvent.keyboard('+');
  expect(within(reader).getByText('150 %')).toBeVisible();
  await userEvent.keyboard('-');
  expect(within(reader).getByText('125 %')).toBeVisible();
  await userEvent.keyboard('0');
  expect(within(reader).getByText('100 %')).toBeVisible();
});

test('a pinch zooms the page under the fingers, and it is drawn again, sharp, once the fingers lift', async () => {
  const reader = await openReader();
  const page = within(reader).getByRole('group', { name: 'Page' });
  const draws = drawPage.mock.calls.length;
  const touches = (gap: number) => [
    { identifier: 1, clientX: 100, clientY: 200 },
    { identifier: 2, clientX: 100 + gap, clientY: 200 },
  ];
  fireEvent.touchStart(page, { touches: touches(100) });
  fireEvent.touchMove(page, { touches: touches(150) });
  fireEvent.touchMove(page, { touches: touches(200) });
  // While the fingers move, the drawn page is stretched: nothing is drawn yet.
  expect(within(reader).getByText('200 %')).toBeVisible();
  expect(sheet(reader).style.width).toBe('200%');
  expect(drawPage.mock.calls.length).toBe(draws);

  fireEvent.touchEnd(page, { touches: [touches(200)[0]] });
  await waitFor(() => expect(lastWidth()).toBe(COLUMN * 2));
  expect(drawPage.mock.calls.length).toBe(draws + 1);
  expect(within(reader).getByText('200 %')).toBeVisible();
});

test('Full screen without the Fullscreen API (iPhone Safari): the reader covers the screen; Escape leaves', async () => {
  const reader = await openReader();
  await userEvent.click(within(reader).getByRole('button', { name: 'Full screen' }));
  expect(reader).toHaveAttribute('data-overlay');
  expect(document.body.style.overflow).toBe('hidden');
  await userEvent.click(within(reader).getByRole('button', { name: 'Exit full screen' }));
  expect(reader).not.toHaveAttribute('data-overlay');

  await userEvent.click(within(reader).getByRole('button', { name: 'Full screen' }));
  await userEvent.keyboard('{Escape}');
  expect(reader).not.toHaveAttribute('data-overlay');
  expect(within(reader).getByRole('button', { name: 'Full screen' })).toBeVisible();
  expect(document.body.style.overflow).toBe('');
});

test('Full screen with the Fullscreen API: the reader itself is made full screen, and the browser leaving it is followed', async () => {
  const reader = await openReader();
  let fullscreenElement: Element | null = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value: true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
  reader.requestFullscreen = jest.fn(function (this: Element) {
    fullscreenElement = reader;
    document.dispatchEvent(new Event('fullscreenchange'));
    return Promise.resolve();
  });
  try {
    await userEvent.click(within(reader).getByRole('button', { name: 'Full screen' }));
    expect(reader.requestFullscreen).toHaveBeenCalled();
    expect(await within(reader).findByRole('button', { name: 'Exit full screen' })).toBeVisible();
    expect(reader).not.toHaveAttribute('data-overlay');
    // The browser's own Escape.
    fullscreenElement = null;
    fireEvent(document, new Event('fullscreenchange'));
    expect(await within(reader).findByRole('button', { name: 'Full screen' })).toBeVisible();
  } finally {
    delete (document as { fullscreenEnabled?: boolean }).fullscreenEnabled;
    delete (document as { fullscreenElement?: Element | null }).fullscreenElement;
  }
});

test('Text shows the text read out of each page (empty pages left out), asked for only then; Pages comes back', async () => {
  const reader = await openReader();
  expect(net.calls.filter((call) => call.url.pathname.endsWith('/text'))).toEqual([]);
  await userEvent.click(within(reader).getByRole('button', { name: 'Text' }));
  expect(within(reader).getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
  expect(await within(reader).findByText('Ohm law relates voltage and current.')).toBeVisible();
  expect(within(reader).getByRole('heading', { name: 'Page 1' })).toBeVisible();
  expect(within(reader).getByRole('heading', { name: 'Page 3' })).toBeVisible();
  expect(within(reader).queryByRole('heading', { name: 'Page 2' })).not.toBeInTheDocument();
  // The page's controls are for the pages.
  expect(within(reader).queryByRole('button', { name: 'Zoom in' })).not.toBeInTheDocument();
  expect(within(reader).queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();

  await userEvent.click(within(reader).getByRole('button', { name: 'Pages' }));
  expect(within(reader).getByRole('img', { name: 'CSC 204 lecture notes, page 1 of 3' })).toBeVisible();
  expect(within(reader).queryByText('Ohm law relates voltage and current.')).not.toBeInTheDocument();
});

test('a material with no text found: the reader is told, and led back to the pages', async () => {
  net.restore();
  net = fakeNetwork({ 'GET /api/materials/m1/text': { data: { pages: [] } } });
  const reader = await openReader();
  await userEvent.click(within(reader).getByRole('button', { name: 'Text' }));
  expect(await within(reader).findByText(TEXT_VIEW_MESSAGES.empty)).toBeVisible();
  await userEvent.click(within(reader).getByRole('button', { name: 'Show the pages' }));
  expect(within(reader).getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-pressed', 'true');
});

test('while the text loads, the spinner says so', async () => {
  net.restore();
  net = fakeNetwork({ 'GET /api/materials/m1/text': { pending: true } });
  const reader = await openReader();
  await userEvent.click(within(reader).getByRole('button', { name: 'Text' }));
  expect(within(reader).getByText(TEXT_VIEW_MESSAGES.loading)).toBeInTheDocument();
});

test('the text cannot be loaded: the error, and Try again asks again', async () => {
  net.restore();
  let fail = true;
  net = fakeNetwork({
    'GET /api/materials/m1/text': () => (fail ? { status: 500, error: { code: 'INTERNAL', message: 'Something went wrong' } } : { data: { pages: [{ page: 1, text: 'Back again.' }] } }),
  });
  const reader = await openReader();
  await userEvent.click(within(reader).getByRole('button', { name: 'Text' }));
  expect(await within(reader).findByRole('alert')).toHaveTextContent(TEXT_VIEW_MESSAGES.failed);
  fail = false;
  await userEvent.click(within(reader).getByRole('button', { name: 'Try again' }));
  expect(await within(reader).findByText('Back again.')).toBeVisible();
});
