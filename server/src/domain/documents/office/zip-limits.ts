// How big an Office Open XML file (.docx, .pptx: a zip) says it becomes once expanded, read from
// its central directory alone, before LibreOffice ever opens it (docs/documents.md). A zip bomb
// is a small file whose parts expand to gigabytes; its directory says so, and it is refused.
// A directory that lies about the sizes is what LibreOffice's own reader trusts too (it reads
// each part up to its stated size), and the memory and time limits stop the rest. Every count is
// bounded by the file's size, so a crafted directory cannot loop.
import fs from 'node:fs';
import { DocumentFailure } from '../failure.ts';

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const ZIP64_EXTRA_FIELD = 0x0001;
const UNKNOWN_32 = 0xffffffff;

/** More parts than any real document has (a large deck has a few hundred). */
export const MAX_ZIP_ENTRIES = 10_000;

export interface ZipLimits {
  maxExpandedBytes: number;
  maxEntries: number;
}

export interface ZipSummary {
  entries: number;
  expandedBytes: number;
}

const damaged = () => new DocumentFailure('The file is damaged: it is not a readable Office package.');
const sizeOf = (bytes: number) => (bytes < 1024 * 1024 ? `${bytes} bytes` : `${Math.round(bytes / (1024 * 1024))} MB`);

async function readAt(handle: fs.promises.FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw damaged();
  return buffer;
}

interface Directory {
  entries: number;
  offset: number;
  size: number;
}

/** Where the central directory is and how many entries it has, from the end records. */
async function findDirectory(handle: fs.promises.FileHandle, fileSize: number): Promise<Directory> {
  if (fileSize < END_RECORD_BYTES) throw damaged();
  const tailLength = Math.min(fileSize, END_RECORD_BYTES + MAX_COMMENT_BYTES);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(handle, tailStart, tailLength);
  let end = -1;
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at--) {
    if (tail.readUInt32LE(at) === END_OF_DIRECTORY && at + END_RECORD_BYTES + tail.readUInt16LE(at + 20) <= tail.length) {
      end = at;
      break;
    }
  }
  if (end < 0) throw damaged();
  let entries = tail.readUInt16LE(end + 10);
  let size = tail.readUInt32LE(end + 12);
  let offset = tail.readUInt32LE(end + 16);
  const endPosition = tailStart + end;

  if (entries === 0xffff || size === UNKNOWN_32 || offset === UNKNOWN_32) {
    // ZIP64: a locator just before the end record points at the 64-bit end record.
    if (endPosition < 20) throw damaged();
    const locator = await readAt(handle, endPosition - 20, 20);
    if (locator.readUInt32LE(0) !== ZIP64_LOCATOR) throw damaged();
    const zip64EndPosition = Number(locator.readBigUInt64LE(8));
    if (zip64EndPosition + 56 > fileSize) throw damaged();
    const zip64End = await readAt(handle, zip64EndPosition, 56);
    if (zip64End.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY) throw damaged();
    entries = Number(zip64End.readBigUInt64LE(32));
    size = Number(zip64End.readBigUInt64LE(40));
    offset = Number(zip64End.readBigUInt64LE(48));
  }
  if (offset + size > fileSize) throw damaged();
  return { entries, offset, size };
}

/** The uncompressed size an entry states: its 32-bit field, or the ZIP64 extra field's. */
function statedSize(directory: Buffer, at: number, extraStart: number, extraEnd: number): number {
  const size = directory.readUInt32LE(at + 24);
  if (size !== UNKNOWN_32) return size;
  for (let field = extraStart; field + 4 <= extraEnd; ) {
    const id = directory.readUInt16LE(field);
    const length = directory.readUInt16LE(field + 2);
    if (id === ZIP64_EXTRA_FIELD && length >= 8 && field + 12 <= extraEnd) return Number(directory.readBigUInt64LE(field + 4));
    field += 4 + length;
  }
  throw damaged();
}

/**
 * The entries and the total expanded size of the zip at `filePath`, by its central directory.
 * Throws DocumentFailure when it is no readable zip, has more than `maxEntries` entries or
 * would expand past `maxExpandedBytes`.
 */
export async function checkZipLimits(filePath: string, limits: ZipLimits): Promise<ZipSummary> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const { entries, offset, size } = await findDirectory(handle, fileSize);
    if (entries > limits.maxEntries) {
      throw new DocumentFailure(`The file has ${entries} parts, more than the ${limits.maxEntries} a document may have (a zip bomb?).`);
    }
    const directory = await readAt(handle, offset, size);
    let expandedBytes = 0;
    let at = 0;
    for (let index = 0; index < entries; index++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw damaged();
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const extraStart = at + 46 + nameLength;
      const next = extraStart + extraLength + commentLength;
      if (next > directory.length) throw damaged();
      expandedBytes += statedSize(directory, at, extraStart, extraStart + extraLength);
      if (expandedBytes > limits.maxExpandedBytes) {
        throw new DocumentFailure(`The file expands to more than ${sizeOf(limits.maxExpandedBytes)} (a zip bomb?).`);
      }
      at = next;
    }
    return { entries, expandedBytes };
  } finally {
    await handle.close();
  }
}
