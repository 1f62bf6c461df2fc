// Where material files and preview images live (docs/architecture.md, "Materials, files and previews"). One small interface, with
// two implementations: the local disk (local-disk.ts) and an S3-compatible bucket (s3.ts,
// STORAGE_URL). Uploads always arrive in a local
// temp file first (its content is checked, hashed and previewed there), and only a checked
// file is committed under a new opaque key. Keys are random, never user text.
import type { Readable } from 'node:stream';

/** An upload received into a local temp file: size and SHA-256 were taken while it streamed. */
export interface TempFile {
  /** Local path, readable until the file is committed or discarded. */
  readonly path: string;
  readonly size: number;
  /** Hex SHA-256 of the bytes. */
  readonly sha256: string;
}

/** A byte range as HTTP asks for it, both ends inclusive. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** The whole file's size, whatever range was asked for. */
  size: number;
  stream: Readable;
}

export interface FileStorage {
  /**
   * True when other servers write to the same storage at the same time (a bucket): a file one
   * of them has just placed may be waiting for its row, so the orphan sweep spares recent files.
   */
  readonly shared: boolean;
  /**
   * Streams `source` into a new temp file, hashing as it goes. More than `maxBytes` stops the
   * read at once (the rest is never read here) and throws FileTooLargeError, leaving nothing.
   * A source that fails or ends early (a client that went away) leaves nothing either.
   */
  receive(source: Readable, maxBytes: number): Promise<TempFile>;
  /** Moves a temp file into storage under a new opaque key. */
  commit(temp: TempFile): Promise<string>;
  /** Stores bytes made by the server (a preview image) under a new opaque key. */
  putBytes(data: Buffer): Promise<string>;
  /**
   * Stores a stream under a key it had before (a restore brings each file back under the key
   * its rows name); a file already there is replaced. Never used for new files.
   */
  putAt(key: string, source: Readable): Promise<void>;
  /** Removes a temp file that will not be kept; never throws. */
  discard(temp: TempFile): Promise<void>;
  /** The stored file (or one range of it), or null when the key holds nothing. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** The size of a stored file, or null when the key holds nothing. */
  size(key: string): Promise<number | null>;
  /** Removes a stored file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, or those placed before `placedBefore` (the orphan sweep compares them with the rows). */
  keys(placedBefore?: Date): AsyncIterable<string>;
  /** Removes every temp file: called at start, when no upload can be under way. */
  clearTemp(): Promise<number>;
}

export class FileTooLargeError extends Error {
  override name = 'FileTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}
