// The embedded database (PGlite) can be open in one process only, so while the server runs,
// `npm run backup` cannot open DATA_DIR/db itself: it asks the server to write the archive.
// They talk over a Unix socket in DATA_DIR, which only the owner of DATA_DIR may open (0600):
// one JSON line each way. The server side is backup-listener.ts. `npm run release` asks the same
// server to publish or move a remote's releases (a `release` request; what it carries is the
// composition layer's: server/src/setup/release/).
import net from 'node:net';
import path from 'node:path';
import type { BackupSummary } from './dump.ts';

export const CONTROL_SOCKET_NAME = 'control.sock';

// A Unix socket's path must fit in sockaddr_un (108 bytes on Linux, 104 on macOS).
const MAX_SOCKET_PATH_BYTES = 100;

/** Where the server listens for the backup command, or null where no Unix socket can be used. */
export function controlSocketPath(dataDir: string): string | null {
  if (process.platform === 'win32') return null;
  const socket = path.join(path.resolve(dataDir), CONTROL_SOCKET_NAME);
  return Buffer.byteLength(socket) <= MAX_SOCKET_PATH_BYTES ? socket : null;
}

export interface BackupRequest {
  command: 'backup';
  /** Absolute path of the archive to write. */
  file: string;
}

export type BackupReply = { ok: true; summary: BackupSummary } | { ok: false; message: string };

/** A release command; platform/ knows no domain, so its fields are checked by the handler main.ts gives. */
export interface ReleaseRequest {
  command: 'release';
  [field: string]: unknown;
}

export type ReleaseReply = { ok: true; [field: string]: unknown } | { ok: false; message: string };

/** Reads the first line a socket sends (the other side ends its message with a newline). */
export function readLine(socket: net.Socket, maxBytes = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk.toString('utf8');
      const end = received.indexOf('\n');
      if (end >= 0) {
        cleanup();
        resolve(received.slice(0, end));
      } else if (received.length > maxBytes) {
        cleanup();
        reject(new Error('message too long'));
      }
    };
    const onEnd = () => {
      cleanup();
      reject(new Error('the other side closed the connection before answering'));
    };
    const cleanup = () => {
      socket.off('data', onData);
      socket.off('end', onEnd);
      socket.off('close', onEnd);
      socket.off('error', onError);
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('close', onEnd);
    socket.once('error', onError);
  });
}

/** Does a live server answer on the socket of `dataDir`? (A file left by a killed one refuses.) */
export function serverListening(dataDir: string): Promise<boolean> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) return Promise.resolve(false);
  return new Promise((resolve) => {
    const probe = net.createConnection(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Sends one request to the server running on `dataDir` and answers its reply, parsed; null when
 * no server listens there (no socket, or one left by a process that has gone).
 */
export async function askServer(dataDir: string, request: BackupRequest | ReleaseRequest): Promise<unknown> {
  const socketPath = controlSocketPath(dataDir);
  if (!socketPath) return null;
  const socket = net.createConnection(socketPath);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw error;
  }
  try {
    socket.write(`${JSON.stringify(request)}\n`);
    return JSON.parse(await readLine(socket)) as unknown;
  } finally {
    socket.destroy();
  }
}

/**
 * Asks the server running on `dataDir` to write a backup to `file`. Resolves with its summary,
 * or null when no server listens there (no socket, or one left by a process that has gone).
 */
export async function askServerForBackup(dataDir: string, file: string): Promise<BackupSummary | null> {
  const reply = (await askServer(dataDir, { command: 'backup', file })) as BackupReply | null;
  if (!reply) return null;
  if (!reply.ok) throw new Error(reply.message);
  return reply.summary;
}
