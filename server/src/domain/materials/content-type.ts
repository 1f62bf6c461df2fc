// What an uploaded file is, decided from its bytes, never from its name or the browser's
// Content-Type (docs/architecture.md). file-type reads the magic bytes; for a zip it reads the
// OOXML `[Content_Types].xml` and names the main part (docx, pptx, but also xlsx, docm...),
// and for an OLE compound file it says only `cfb`, so the directory's stream names decide
// between .doc and .ppt. (Images are domain/images' own.)
import { fileTypeFromFile } from 'file-type';
import type { MaterialFileType } from '@lectern/shared-api/contract';
import { readCfbStreamNames } from './cfb-streams.ts';

export const DOCUMENT_MIME_TYPES: Record<MaterialFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * The document type of the file at `filePath`, or null when it is none Lectern accepts. A
 * password-protected .docx or .pptx is an OLE file holding the encrypted package, whose bytes
 * cannot say which of the two it is: there, and only there, the name's extension decides
 * (`fileName`); it is accepted, and its preview ends as unavailable (docs/documents.md).
 */
export async function detectDocumentType(filePath: string, fileName = ''): Promise<MaterialFileType | null> {
  const detected = await fileTypeFromFile(filePath);
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'pptx':
      return 'pptx';
    case 'cfb': {
      const names = await readCfbStreamNames(filePath);
      if (names?.includes('WordDocument')) return 'doc';
      if (names?.includes('PowerPoint Document')) return 'ppt';
      if (names?.includes('EncryptedPackage') && names.includes('EncryptionInfo')) return encryptedOoxmlType(fileName);
      return null;
    }
    default:
      return null;
  }
}

function encryptedOoxmlType(fileName: string): MaterialFileType | null {
  const extension = fileName.toLowerCase().match(/\.(docx|pptx)$/)?.[1];
  return extension === 'docx' || extension === 'pptx' ? extension : null;
}
