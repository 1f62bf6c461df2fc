// Why a document could not be prepared (converted, rendered or read). A job that throws one is
// not worth retrying: the same file fails the same way (docs/documents.md).

/** A reason the file itself gives: damaged, encrypted, too big once expanded, too slow. */
export class DocumentFailure extends Error {
  override name = 'DocumentFailure';
}
