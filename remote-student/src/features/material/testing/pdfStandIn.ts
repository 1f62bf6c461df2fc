// pdf.js does not run under jsdom: the reader's tests open and draw stand-ins instead, and see what
// the reader asked pdf.js to open and draw (which page, how wide, with what signal). A test file
// mocks the module with `jest.mock('../pdf/pdfDocument.ts', () => jest.requireActual(...).pdfDocumentModule)`.
import type { DrawOptions, PdfDocument } from '../pdf/pdfDocument.ts';

export const openPdf = jest.fn<Promise<PdfDocument>, [string | Uint8Array]>();
export const drawPage = jest.fn<Promise<number>, [PdfDocument, number, HTMLCanvasElement, number, AbortSignal, DrawOptions | undefined]>();

export const pdfDocumentModule = {
  openPdf: (source: string | Uint8Array) => openPdf(source),
  drawPage: (doc: PdfDocument, page: number, canvas: HTMLCanvasElement, width: number, signal: AbortSignal, options?: DrawOptions) =>
    drawPage(doc, page, canvas, width, signal, options),
};
