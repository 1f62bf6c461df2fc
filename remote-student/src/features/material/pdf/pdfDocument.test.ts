import { drawPage, MAX_CANVAS_PIXELS, type PdfDocument } from './pdfDocument.ts';

// pdf.js refuses a second render into a canvas still being drawn ("Cannot use the same canvas
// during multiple render() operations"): turning the page must stop the drawing under way.
// pdf.js does not run under jsdom, so the page is a stand-in with pdf.js's render task shape:
// cancel() rejects the task's promise, as pdf.js does with a RenderingCancelledException.
function fakeDocument() {
  const task = { promise: Promise.resolve(), cancel: jest.fn(), finish: () => undefined as void };
  task.promise = new Promise<void>((resolve, reject) => {
    task.finish = resolve;
    task.cancel.mockImplementation(() => reject(new Error('Rendering cancelled, page 1')));
  });
  let rendering!: () => void;
  const renderStarted = new Promise<void>((resolve) => (rendering = resolve));
  const page = {
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: jest.fn(() => {
      rendering();
      return task;
    }),
  };
  let openPage!: () => void;
  const pageRead = new Promise<void>((resolve) => (openPage = resolve));
  const doc = { numPages: 2, getPage: jest.fn(() => pageRead.then(() => page)), destroy: jest.fn() } as unknown as PdfDocument;
  return { doc, page, task, openPage, renderStarted };
}

test('draws the page as wide as asked and answers its shape', async () => {
  const { doc, task, openPage, renderStarted } = fakeDocument();
  const canvas = document.createElement('canvas');
  const drawn = drawPage(doc, 1, canvas, 300, new AbortController().signal);
  openPage();
  await renderStarted;
  task.finish();
  await expect(drawn).resolves.toBeCloseTo(800 / 600);
  expect(canvas.width).toBe(300 * Math.min(window.devicePixelRatio || 1, 2));
  expect(task.cancel).not.toHaveBeenCalled();
});

test('stopped while it draws: the render task is cancelled, which frees the canvas for the next page', async () => {
  const { doc, task, openPage, renderStarted } = fakeDocument();
  const stop = new AbortController();
  const drawn = drawPage(doc, 1, document.createElement('canvas'), 300, stop.signal);
  openPage();
  await renderStarted;
  stop.abort();
  expect(task.cancel).toHaveBeenCalledTimes(1);
  await expect(drawn).rejects.toThrow('Rendering cancelled');
});

test('stopped before the page is read: nothing is drawn', async () => {
  const { doc, page, openPage } = fakeDocument();
  const stop = new AbortController();
  const drawn = drawPage(doc, 2, document.createElement('canvas'), 300, stop.signal);
  stop.abort();
  openPage();
  await expect(drawn).rejects.toThrow();
  expect(page.render).not.toHaveBeenCalled();
});

test('a page zoomed very far is drawn at a lower pixel ratio, never past the pixels a phone can hold', async () => {
  const { doc, task, openPage, renderStarted } = fakeDocument();
  const canvas = document.createElement('canvas');
  // 6,000 CSS px wide, 8,000 tall: 48 million CSS pixels, more than any canvas should take.
  const drawn = drawPage(doc, 1, canvas, 6000, new AbortController().signal);
  openPage();
  await renderStarted;
  task.finish();
  await drawn;
  expect(canvas.width * canvas.height).toBeLessThanOrEqual(MAX_CANVAS_PIXELS);
  expect(canvas.width).toBeGreaterThan(3000);
});
