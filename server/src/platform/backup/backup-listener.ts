// The server's side of control-socket.ts: on the embedded database, main.ts listens on
// DATA_DIR/control.sock and writes a backup through its own open database when asked, so
// `npm run backup` works while the site serves. One backup at a time; a second request while
// one runs is refused, not queued. It also takes `npm run release`'s requests, handed to the
// handler main.ts gives (`handleRelease`: the releases are a domain, which platform/ never imports).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { FileTree } from '../storage/file-tree.ts';
import { controlSocketPath, readLine, serverListening, type BackupReply, type BackupRequest, type ReleaseReply, type ReleaseRequest } from './control-socket.ts';
import { createBackup } from './dump.ts';

interface Log {
  info(msg: string): void;
  warn(msg: string): void;
}

export interface BackupListener {
  /** Stops listening; waits for a backup under way to finish. */
  close(): Promise<void>;
}

function parseRequest(line: string): BackupRequest | ReleaseRequest {
  const request = JSON.parse(line) as Partial<BackupRequest> | ReleaseRequest;
  if (request?.command === 'release') return request as ReleaseRequest;
  if (request?.command !== 'backup' || typeof request.file !== 'string' || !path.isAbsolute(request.file)) {
    throw new Error('expected {"command":"backup","file":"<absolute path>"}');
  }
  return { command: 'backup', file: request.file };
}

/** Listens on a socket file created 0600 from the start (no moment another user could connect). */
function listenPrivately(server: net.Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // The file is bound within listen(), synchronously: the narrowed umask covers it and nothing else.
    const umask = process.umask(0o177);
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      process.umask(umask);
    }
  });
}

export interface ControlOptions {
  dataDir: string;
  db: Kysely<Database>;
  storage: FileStorage;
  /** The remotes' releases' files, backed up with the rest. */
  tree: FileTree;
  log: Log;
  /** Runs a release request and answers its reply (setup/release/socket-handler.ts); without it they are refused. */
  handleRelease?: (request: ReleaseRequest) => Promise<ReleaseReply>;
}

export async function listenForBackups(options: ControlOptions): Promise<BackupListener | null> {
  const { db, storage, tree, log, handleRelease } = options;
  const socketPath = controlSocketPath(options.dataDir);
  if (!socketPath) {
    log.warn(`no control socket for DATA_DIR ${options.dataDir} (path too long, or Windows): stop the server before npm run backup`);
    return null;
  }
  let running: Promise<unknown> | null = null;
  // Releases run beside a backup (the domain locks each remote's pointers); closing waits for them.
  const releases = new Set<Promise<unknown>>();

  const release = async (request: ReleaseRequest): Promise<ReleaseReply> => {
    if (!handleRelease) return { ok: false, message: 'this server does not take release commands' };
    const handled = handleRelease(request);
    releases.add(handled);
    try {
      return await handled;
    } finally {
      releases.delete(handled);
    }
  };

  const backUp = async (request: BackupRequest): Promise<BackupReply> => {
    if (running) throw new Error('another backup is under way; try again when it has finished');
    const backup = createBackup(db, 'pglite', storage, tree, request.file);
    running = backup;
    try {
      const summary = await backup;
      log.info(`backup written to ${summary.file} (${summary.bytes} bytes, ${summary.files} files) in ${summary.ms} ms`);
      return { ok: true, summary };
    } finally {
      running = null;
    }
  };

  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    void (async () => {
      let reply: BackupReply | ReleaseReply;
      try {
        const request = parseRequest(await readLine(socket));
        reply = request.command === 'release' ? await release(request) : await backUp(request);
      } catch (error) {
        reply = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      if (!socket.destroyed) socket.end(`${JSON.stringify(reply)}\n`);
    })();
  });

  // The socket file outlives a killed server; remove it only when nothing answers on it.
  const previous = fs.existsSync(socketPath);
  if (previous && (await serverListening(options.dataDir))) {
    log.warn(`another process answers on ${socketPath} (a second server on this DATA_DIR?): npm run backup goes to that one`);
    return null;
  }
  if (previous) fs.rmSync(socketPath, { force: true });
  await listenPrivately(server, socketPath);

  return {
    async close() {
      // New connections are refused; an idle one (no request sent) does not hold the shutdown up.
      server.close();
      await running?.catch(() => undefined);
      await Promise.allSettled(releases);
      fs.rmSync(socketPath, { force: true });
    },
  };
}
