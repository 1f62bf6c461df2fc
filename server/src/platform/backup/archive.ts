// The backup archive: a gzipped ustar file, written and read as a stream so neither the
// database dump nor the stored files ever sit in memory whole. tar's Header class encodes
// and checks the 512-byte headers; the rest of the format (data padded to 512-byte blocks,
// two zero blocks at the end) is small enough to do here, which lets entries come from any
// stream of known size (a stored file from FileStorage) and be handed out one at a time.
import fs from 'node:fs';
import { Readable, type Writable } from 'node:stream';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { Header } from 'tar';

const BLOCK = 512;

export class ArchiveFormatError extends Error {
  override name = 'ArchiveFormatError';
}

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return Buffer.alloc(rest === 0 ? 0 : BLOCK - rest);
}

function header(name: string, size: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const h = new Header({ path: name, mode: 0o600, size, mtime: new Date(), type: 'File', uid: 0, gid: 0, uname: '', gname: '' });
  // Our names are short (db/<table>.jsonl, files/<key>); a long one would need a pax header.
  if (h.encode(block, 0)) throw new Error(`archive entry name too long: ${name}`);
  return block;
}

export interface ArchiveWriter {
  addBuffer(name: string, data: Buffer): Promise<void>;
  /** Copies exactly `size` bytes from `source`; a source that gives more or fewer fails the archive. */
  addStream(name: string, size: number, source: Readable): Promise<void>;
  /** Ends the archive and waits until the file is on disk; returns its size in bytes. */
  finish(): Promise<number>;
  /** Stops writing and removes the unfinished file. */
  abort(): Promise<void>;
}

/** A new archive at `file` (written to `file.partial` and renamed by finish(), so a failed run leaves nothing at `file`). */
export function createArchiveWriter(file: string): ArchiveWriter {
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip({ level: 6 });
  const output = fs.createWriteStream(partial, { flags: 'w', mode: 0o600 });
  gzip.pipe(output);
  let failure: Error | null = null;
  output.on('error', (error) => (failure ??= error));
  gzip.on('error', (error) => (failure ??= error));
  const check = () => {
    if (failure) throw failure;
  };

  return {
    async addBuffer(name, data) {
      check();
      await write(gzip, header(name, data.length));
      await write(gzip, data);
      await write(gzip, padding(data.length));
    },

    async addStream(name, size, source) {
      check();
      await write(gzip, header(name, size));
      let copied = 0;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        copied += chunk.length;
        if (copied > size) break;
        await write(gzip, chunk);
      }
      if (copied !== size) {
        source.destroy();
        throw new Error(`${name} changed while it was copied (${copied} bytes, expected ${size})`);
      }
      await write(gzip, padding(size));
    },

    async finish() {
      check();
      await write(gzip, Buffer.alloc(BLOCK * 2));
      gzip.end();
      await once(output, 'close');
      check();
      await fs.promises.rename(partial, file);
      return (await fs.promises.stat(file)).size;
    },

    async abort() {
      gzip.destroy();
      output.destroy();
      await fs.promises.rm(partial, { force: true });
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** The entry's bytes; read it to the end (or not at all) before asking for the next entry. */
  body: Readable;
}

/**
 * The entries of an archive, one at a time, in the order they were written. Each body must
 * be consumed (or left alone, then it is skipped) before the next entry is asked for.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const source = fs.createReadStream(file).pipe(zlib.createGunzip());
  const reader = new ByteReader(source);
  try {
    for (;;) {
      const block = await reader.read(BLOCK);
      if (block === null) throw new ArchiveFormatError('the archive ends early (no end marker)');
      if (block.every((byte) => byte === 0)) return;
      const h = new Header(block);
      if (!h.cksumValid || h.path === undefined || h.size === undefined) throw new ArchiveFormatError('not a Lectern backup archive (bad tar header)');
      if (h.type !== 'File') throw new ArchiveFormatError(`unexpected entry type ${h.type} for ${h.path}`);
      const { stream, done } = reader.slice(h.size);
      yield { name: h.path, size: h.size, body: stream };
      await done();
      if ((await reader.read(padding(h.size).length)) === null) throw new ArchiveFormatError('the archive ends early');
    }
  } finally {
    source.destroy();
  }
}

/** Exact-length reads over a byte stream, and a bounded sub-stream for an entry's body. */
class ByteReader {
  private readonly iterator: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);
  private ended = false;

  constructor(source: Readable) {
    this.iterator = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.iterator.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    return true;
  }

  /** Exactly `n` bytes, or null when the stream ends first. */
  async read(n: number): Promise<Buffer | null> {
    while (this.pending.length < n) if (!(await this.fill())) return null;
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(n);
    return out;
  }

  /** The next `size` bytes as chunks; done() skips whatever the consumer did not read. */
  slice(size: number): { stream: Readable; done: () => Promise<void> } {
    let remaining = size;
    const take = async (): Promise<Buffer | null> => {
      if (remaining === 0) return null;
      if (this.pending.length === 0 && !(await this.fill())) throw new ArchiveFormatError('the archive ends inside an entry');
      const chunk = this.pending.subarray(0, Math.min(remaining, this.pending.length));
      this.pending = this.pending.subarray(chunk.length);
      remaining -= chunk.length;
      return chunk;
    };
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let chunk = await take(); chunk !== null; chunk = await take()) yield chunk;
    }
    const stream = Readable.from(chunks(), { objectMode: false });
    return {
      stream,
      done: async () => {
        while ((await take()) !== null);
      },
    };
  }
}
