// What domain/documents offers (docs/documents.md): the job that prepares an uploaded file
// (conversion, preview, text), queueing it, and the search over the text it reads.
export { PDF_LIMITS, type PdfLimits } from './analyse/analyse-pdf.ts';
export { DocumentFailure } from './failure.ts';
export { PREPARE_DOCUMENT, PREPARE_POLICY, prepareDocument, prepareDocumentJob, type DocumentDeps, type PrepareDocumentJob } from './prepare-document.ts';
export { queuePendingDocuments } from './queue-pending.ts';
export { OCR_PAGE_LIMITS, type OcrPageLimits } from './ocr-pages.ts';
export { OFFICE_OFF_MESSAGE, findOfficeConverter, type OfficeConverter } from './office/office-convert.ts';
