// What the conversion tests watch a conversion with: a failure's reason, processes, a stand-in
// soffice, a PDF's text. Jest's only (office-files.ts makes the files, for jest and e2e alike).
import fs from 'node:fs';
import path from 'node:path';
import { DocumentFailure } from '../../src/domain/documents/failure.ts';

/** The DocumentFailure `promise` rejects with (the test fails if it resolves or rejects otherwise). */
export async function documentFailureOf(promise: Promise<unknown>): Promise<DocumentFailure> {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DocumentFailure);
  return error as DocumentFailure;
}

/** Whether process `pid` still runs (a zombie waiting for its parent to reap it runs no more). */
export function isRunning(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The running processes whose command line mentions `text` (a conversion's work folder). */
export function processesMentioning(text: string): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(text) && isRunning(Number(entry))) pids.push(Number(entry));
    } catch {
      // It ended while we looked.
    }
  }
  return pids;
}

/**
 * A stand-in for soffice, written into `dir`: it notes in `log` when it starts ("start <ns>
 * <pid>"), the pid of a child it starts ("child <pid>") and when it ends ("end <ns>"), stays
 * `stay` (seconds, or until a file of that path exists: a test then decides when it ends, however
 * busy the machine), and writes a PDF where --outdir says, named as LibreOffice names it. Its
 * environment goes to $HOME/environment, its network namespace to $HOME/network, its
 * address-space limit (KiB) to $HOME/address-space.
 */
export function fakeSoffice(dir: string, log: string, stay: number | { until: string } = 0): string {
  const seconds = typeof stay === 'number' ? stay : null;
  const script = path.join(dir, seconds === null ? 'fake-soffice-held' : `fake-soffice-${seconds}`);
  const child = seconds === null ? `sh -c 'while [ ! -e "${(stay as { until: string }).until}" ]; do sleep 0.02; done'` : `sleep ${seconds}`;
  fs.writeFileSync(
    script,
    `#!/bin/sh
echo "start $(date +%s%N) $$" >> '${log}'
env > "$HOME/environment"
readlink /proc/self/ns/net > "$HOME/network"
ulimit -v > "$HOME/address-space"
${child} &
echo "child $!" >> '${log}'
wait
out=""; last=""; previous=""
for arg in "$@"; do
  if [ "$previous" = "--outdir" ]; then out="$arg"; fi
  previous="$arg"; last="$arg"
done
name=$(basename "$last"); printf '%%PDF-1.4\\n%%%%EOF\\n' > "$out/\${name%.*}.pdf"
echo "end $(date +%s%N)" >> '${log}'
`,
    { mode: 0o755 },
  );
  return script;
}

/** The stand-in's log, a line as its words. */
export function fakeSofficeLog(log: string): string[][] {
  return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').map((line) => line.split(' ')) : [];
}

/** The text of each page of the PDF, as pdf.js reads it (the viewer and the text index do the same). */
export async function pdfPageTexts(file: string): Promise<string[]> {
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return pages;
}
