// domain/documents/office/zip-limits.ts: a zip's expanded size and entry count read from its
// central directory alone, ZIP64 included, and a damaged directory refused rather than trusted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkZipLimits } from '../../../src/domain/documents/office/zip-limits.ts';
import { zipOf, type ZipEntry } from '../../helpers/sample-files.ts';
import { documentFailureOf } from '../../helpers/office-watch.ts';

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'lectern-zip-'));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

function file(bytes: Buffer): string {
  const target = path.join(scratch, `zip-${Math.random().toString(36).slice(2)}.zip`);
  fs.writeFileSync(target, bytes);
  return target;
}

const LIMITS = { maxExpandedBytes: 1000, maxEntries: 3 };
const entries = (...sizes: number[]): ZipEntry[] => sizes.map((size, index) => ({ name: `part${index}`, data: Buffer.alloc(size, 7), method: 8 }));

/** The same zip with its end record turned into ZIP64's (the 32-bit fields say "see ZIP64"). */
function asZip64(zip: Buffer): Buffer {
  const end = zip.subarray(zip.length - 22);
  const entryCount = end.readUInt16LE(10);
  const size = end.readUInt32LE(12);
  const offset = end.readUInt32LE(16);
  const body = zip.subarray(0, zip.length - 22);
  const zip64End = Buffer.alloc(56);
  zip64End.writeUInt32LE(0x06064b50, 0);
  zip64End.writeBigUInt64LE(44n, 4);
  zip64End.writeUInt16LE(45, 12);
  zip64End.writeUInt16LE(45, 14);
  zip64End.writeBigUInt64LE(BigInt(entryCount), 24);
  zip64End.writeBigUInt64LE(BigInt(entryCount), 32);
  zip64End.writeBigUInt64LE(BigInt(size), 40);
  zip64End.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(body.length), 8);
  locator.writeUInt32LE(1, 16);
  const newEnd = Buffer.from(end);
  newEnd.writeUInt16LE(0xffff, 8);
  newEnd.writeUInt16LE(0xffff, 10);
  newEnd.writeUInt32LE(0xffffffff, 12);
  newEnd.writeUInt32LE(0xffffffff, 16);
  return Buffer.concat([body, zip64End, locator, newEnd]);
}

test('sums the sizes the central directory states and counts its entries', async () => {
  expect(await checkZipLimits(file(zipOf(entries(100, 200, 300))), LIMITS)).toEqual({ entries: 3, expandedBytes: 600 });
});

test('an archive comment after the directory does not hide it', async () => {
  const zip = zipOf(entries(10));
  const comment = Buffer.from('a comment that ends with PK\x05\x06 to mislead');
  zip.writeUInt16LE(comment.length, zip.length - 2);
  expect(await checkZipLimits(file(Buffer.concat([zip, comment])), LIMITS)).toEqual({ entries: 1, expandedBytes: 10 });
});

test('reads a ZIP64 end record', async () => {
  expect(await checkZipLimits(file(asZip64(zipOf(entries(100, 200)))), LIMITS)).toEqual({ entries: 2, expandedBytes: 300 });
});

test('an entry whose size is only in its ZIP64 extra field counts that size', async () => {
  const zip = zipOf(entries(5));
  const directoryAt = zip.readUInt32LE(zip.length - 22 + 16);
  // The 32-bit size says "see ZIP64"; an extra field says 5000.
  const extra = Buffer.alloc(12);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeBigUInt64LE(5000n, 4);
  const central = Buffer.from(zip.subarray(directoryAt, zip.length - 22));
  central.writeUInt32LE(0xffffffff, 24);
  central.writeUInt16LE(extra.length, 30);
  const end = Buffer.from(zip.subarray(zip.length - 22));
  end.writeUInt32LE(central.length + extra.length, 12);
  const edited = Buffer.concat([zip.subarray(0, directoryAt), central, extra, end]);
  const error = await documentFailureOf(checkZipLimits(file(edited), LIMITS));
  expect(error.message).toBe('The file expands to more than 1000 bytes (a zip bomb?).');
  expect(await checkZipLimits(file(edited), { maxExpandedBytes: 10_000, maxEntries: 3 })).toEqual({ entries: 1, expandedBytes: 5000 });
});

test('over the limits: too large once expanded, or too many entries', async () => {
  expect((await documentFailureOf(checkZipLimits(file(zipOf(entries(600, 600))), LIMITS))).message).toMatch(/^The file expands to more than/);
  expect((await documentFailureOf(checkZipLimits(file(zipOf(entries(1, 1, 1, 1))), LIMITS))).message).toBe(
    'The file has 4 parts, more than the 3 a document may have (a zip bomb?).',
  );
});

test.each([
  ['no end record', () => Buffer.from('PK\x03\x04 and nothing else of a zip')],
  ['a directory past the end of the file', () => {
    const zip = zipOf(entries(10));
    zip.writeUInt32LE(zip.length, zip.length - 22 + 16);
    return zip;
  }],
  ['more entries announced than the directory holds', () => {
    const zip = zipOf(entries(10));
    zip.writeUInt16LE(2, zip.length - 22 + 10);
    return zip;
  }],
  ['an entry whose names run past the directory', () => {
    const zip = zipOf(entries(10));
    const directoryAt = zip.readUInt32LE(zip.length - 22 + 16);
    zip.writeUInt16LE(60_000, directoryAt + 28);
    return zip;
  }],
])('a damaged zip (%s) is refused as damaged', async (_case, make) => {
  const error = await documentFailureOf(checkZipLimits(file(make()), LIMITS));
  expect(error.message).toBe('The file is damaged: it is not a readable Office package.');
});
