// Unpacks a release's .tar.gz in a child process of its own (platform/child-task.ts), with a time
// and a heap limit: the archive comes over HTTP from a deploy key, and a hostile one must cost this
// process, never the API. Two passes: the first reads every entry's header and refuses the archive
// at the first entry that is not a plain file or folder inside it (a link, a device, an absolute
// path, `..`) or past the limits; only a clean archive is then extracted, with the same checks.
import path from 'node:path';
import * as tar from 'tar';

const SAFE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);
const SEGMENT = /^[A-Za-z0-9_@+-][A-Za-z0-9._@+-]*$/;

/** The entry's path inside the folder ('' for the folder itself), or null when it is not a safe one. */
function insidePath(name) {
  if (name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name)) return null;
  const segments = name.split('/').filter((segment) => segment !== '' && segment !== '.');
  return segments.every((segment) => SEGMENT.test(segment)) ? segments.join('/') : null;
}

class Refused extends Error {}

function checker({ maxFiles, maxUnpackedBytes }) {
  let files = 0;
  let bytes = 0;
  return (entry) => {
    const inside = insidePath(entry.path);
    if (inside === null || !SAFE_TYPES.has(entry.type)) throw new Refused(JSON.stringify({ unsafe: entry.path.slice(0, 200) }));
    if (entry.type === 'Directory') return;
    files += 1;
    bytes += entry.size ?? 0;
    if (files > maxFiles) throw new Refused(JSON.stringify({ tooManyFiles: true }));
    if (bytes > maxUnpackedBytes) throw new Refused(JSON.stringify({ tooLarge: true }));
  };
}

async function unpack({ archive, dest, limits }) {
  const listCheck = checker(limits);
  let refusal = null;
  await tar.t({
    file: archive,
    strict: true,
    onReadEntry: (entry) => {
      if (refusal) return entry.resume();
      try {
        listCheck(entry);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        refusal = JSON.parse(error.message);
      }
      entry.resume();
    },
  });
  if (refusal) return { refused: refusal };
  const extractCheck = checker(limits);
  await tar.x({
    file: archive,
    cwd: dest,
    strict: true,
    preservePaths: false,
    // Never the archive's owners or modes: plain files this process can read.
    noChmod: true,
    preserveOwner: false,
    filter: (_name, entry) => {
      extractCheck(entry);
      return true;
    },
  });
  return { files: path.resolve(dest) };
}

process.once('message', (request) => {
  unpack(request).then(
    (answer) => process.send(answer),
    (error) => process.send({ unreadable: error instanceof Refused ? error.message : String(error?.message ?? error).slice(0, 200) }),
  );
});
