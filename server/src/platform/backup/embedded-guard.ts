// The embedded database (PGlite) belongs to one process: a second one opening the same folder
// would replay its write-ahead log over files the first is still writing. PGlite takes no lock,
// so before the backup or restore command opens DATA_DIR/db it looks for a process that holds
// files in it open (PGlite keeps its relation files open while it runs). Linux shows this in
// /proc; elsewhere the check finds nothing and the README's rule (stop the server first) holds.
import fs from 'node:fs';
import path from 'node:path';

/** Ids of other processes with a file under `dir` open (Linux); empty when none or when it cannot tell. */
export function processesHolding(dir: string): number[] {
  const proc = '/proc';
  if (!fs.existsSync(path.join(proc, 'self', 'fd'))) return [];
  const prefix = path.resolve(dir) + path.sep;
  const holders: number[] = [];
  for (const name of fs.readdirSync(proc)) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    let fds: string[];
    try {
      fds = fs.readdirSync(path.join(proc, name, 'fd'));
    } catch {
      continue; // another user's process, or gone already
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = fs.readlinkSync(path.join(proc, name, 'fd', fd));
      } catch {
        continue;
      }
      if (target.startsWith(prefix)) {
        holders.push(Number(name));
        break;
      }
    }
  }
  return holders;
}
