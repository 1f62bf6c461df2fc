// Office files (.docx, .pptx, .doc, .ppt) to PDF with LibreOffice in headless mode
// (docs/documents.md), so the viewer, the preview and the text index read them as they read a
// PDF. Each conversion: the file checked first (a zip bomb or an encrypted package never reaches
// LibreOffice), then one `soffice --convert-to pdf` in a fresh profile inside the caller's work
// folder (macros off, links not followed), with a time limit, an address-space limit, its own
// network namespace where the kernel allows one, and at most `concurrency` at once per server.
// Without LibreOffice on the machine the server runs on, findOfficeConverter is null and Office
// files keep "no preview".
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DocumentFailure } from '../failure.ts';
import { checkOfficeInput, type OfficeType } from './office-input.ts';
import { writeOfficeProfile } from './office-profile.ts';
import { createSemaphore } from './semaphore.ts';
import { runSoffice } from './soffice-process.ts';
import { MAX_ZIP_ENTRIES } from './zip-limits.ts';
import { findOnPath, isExecutableFile } from '../../../platform/executables.ts';

export interface OfficeConverter {
  /**
   * Converts `input` (an Office file of `type`) to a PDF inside `workDir` (an empty temp dir the
   * caller made and removes); resolves to the PDF's path. Throws DocumentFailure for a bad file
   * (zip bomb, password, unreadable, timeout, memory); other errors for environment trouble.
   */
  convert(input: string, type: OfficeType, workDir: string): Promise<string>;
}

export interface OfficeLimits {
  /** A conversion still running after this is killed (with every process it started). */
  timeoutMs: number;
  /** LibreOffice's address space (RLIMIT_AS): virtual memory, so well above what it really uses. */
  memoryBytes: number;
  /** Conversions at once in this server process; the others wait their turn. */
  concurrency: number;
  /** A .docx or .pptx whose parts add up to more than this once expanded is refused unopened. */
  maxExpandedBytes: number;
}

// A small document takes about 1 s and stays under 256 MiB of address space (measured with
// LibreOffice 7.4); 1 GiB leaves room for large decks and images.
export const OFFICE_LIMITS: OfficeLimits = {
  timeoutMs: 60_000,
  memoryBytes: 1024 * 1024 * 1024,
  concurrency: 1,
  maxExpandedBytes: 200 * 1024 * 1024,
};

export const OFFICE_INSTALL_COMMAND = 'sudo apt-get install -y libreoffice-writer-nogui libreoffice-impress-nogui';

export const OFFICE_OFF_MESSAGE =
  'Office previews are off: LibreOffice was not found (soffice or libreoffice on PATH, or SOFFICE_PATH), so .docx, .pptx, .doc and .ppt files ' +
  `show "no preview". Turn them on with: ${OFFICE_INSTALL_COMMAND}`;

export interface FindOfficeOptions extends Partial<OfficeLimits> {
  /** LibreOffice's program; unset or null: the SOFFICE_PATH env var, else soffice / libreoffice on PATH. */
  sofficePath?: string | null;
}

// The import filter is forced, so a file is read only by the importer its type names (never
// another that LibreOffice's detection might pick); names as in share/registry/{writer,impress}.xcd.
const FILTERS: Record<OfficeType, { import: string; export: string }> = {
  docx: { import: 'MS Word 2007 XML', export: 'writer_pdf_Export' },
  doc: { import: 'MS Word 97', export: 'writer_pdf_Export' },
  pptx: { import: 'Impress MS PowerPoint 2007 XML', export: 'impress_pdf_Export' },
  ppt: { import: 'MS PowerPoint 97', export: 'impress_pdf_Export' },
};



/** Whether this kernel and user may make a user + network namespace (asked once per unshare). */
const networkIsolation = new Map<string, Promise<boolean>>();
function canIsolateNetwork(unshare: string): Promise<boolean> {
  let answer = networkIsolation.get(unshare);
  if (!answer) {
    answer = new Promise((resolve) => {
      execFile(unshare, ['--map-root-user', '--net', '--', 'true'], { timeout: 5000 }, (error) => resolve(!error));
    });
    networkIsolation.set(unshare, answer);
  }
  return answer;
}

async function isPdf(file: string): Promise<boolean> {
  try {
    const handle = await fs.promises.open(file, 'r');
    try {
      const head = Buffer.alloc(5);
      const { bytesRead } = await handle.read(head, 0, 5, 0);
      return bytesRead === 5 && head.toString('latin1') === '%PDF-';
    } finally {
      await handle.close();
    }
  } catch {
    return false;
  }
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);
const gibibytes = (bytes: number) => `${Math.round((bytes / 1024 ** 3) * 10) / 10} GiB`;

/**
 * A converter over the LibreOffice program `soffice`. `unshare` null runs it without a network
 * namespace; `timeout` (coreutils) null, without the backstop that outlives this server.
 */
export function createOfficeConverter(soffice: string, limits: OfficeLimits, helpers: { unshare: string | null; timeout: string | null }): OfficeConverter {
  const turns = createSemaphore(limits.concurrency);

  async function runConversion(input: string, type: OfficeType, workDir: string): Promise<string> {
    const profile = path.join(workDir, 'profile');
    const home = path.join(workDir, 'home');
    const tmp = path.join(workDir, 'tmp');
    const out = path.join(workDir, 'pdf');
    await Promise.all([home, tmp, out].map((dir) => fs.promises.mkdir(dir)));
    await writeOfficeProfile(profile);
    // A name of ours: the PDF is named after it, and LibreOffice's lock file lands in our folder.
    const source = path.join(workDir, `document.${type}`);
    await fs.promises.copyFile(input, source, fs.constants.COPYFILE_EXCL);

    const exit = await runSoffice({
      command: [
        soffice,
        `-env:UserInstallation=${pathToFileURL(profile).href}`,
        '--headless',
        '--nologo',
        '--nodefault',
        '--norestore',
        '--nolockcheck',
        `--infilter=${FILTERS[type].import}`,
        '--convert-to',
        `pdf:${FILTERS[type].export}`,
        '--outdir',
        out,
        source,
      ],
      // Nothing of the server's environment (secrets, proxies, DISPLAY) but PATH.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, TMPDIR: tmp, LANG: 'C.UTF-8', SAL_USE_VCLPLUGIN: 'svp' },
      cwd: workDir,
      timeoutMs: limits.timeoutMs,
      memoryBytes: limits.memoryBytes,
      ...helpers,
    });

    if (exit.timedOut) throw new DocumentFailure(`The conversion took longer than ${duration(limits.timeoutMs)} and was stopped.`);
    if (exit.code === 126 || exit.code === 127) {
      throw new Error(`LibreOffice could not start (exit code ${exit.code}): ${exit.output.trim().slice(-500)}`);
    }
    const pdf = path.join(out, 'document.pdf');
    if (await isPdf(pdf)) return pdf;
    if (exit.signal || exit.code !== 0) {
      const how = exit.signal ? `signal ${exit.signal}` : `exit code ${exit.code}`;
      throw new DocumentFailure(`LibreOffice stopped while converting the file (${how}): it is damaged or needs more than the ${gibibytes(limits.memoryBytes)} memory limit.`);
    }
    throw new DocumentFailure('LibreOffice could not read the file: it is damaged, password-protected or not what its type says.');
  }

  return {
    async convert(input, type, workDir) {
      // Before waiting for a turn: a refused file costs nobody a wait.
      await checkOfficeInput(input, type, { maxExpandedBytes: limits.maxExpandedBytes, maxEntries: MAX_ZIP_ENTRIES });
      const release = await turns.acquire();
      try {
        return await runConversion(input, type, workDir);
      } finally {
        release();
      }
    },
  };
}

/** The LibreOffice found on this machine (sofficePath, SOFFICE_PATH, or soffice/libreoffice on PATH), or null. */
export async function findOfficeConverter(options: FindOfficeOptions = {}): Promise<OfficeConverter | null> {
  const { sofficePath, ...limitOptions } = options;
  const chosen = sofficePath ?? process.env.SOFFICE_PATH ?? null;
  // A path that was named and is not there is not replaced by another: it is a setting to fix.
  const soffice = chosen ? ((await isExecutableFile(chosen)) ? path.resolve(chosen) : null) : await findOnPath(['soffice', 'libreoffice']);
  if (!soffice) return null;
  const limits = { ...OFFICE_LIMITS, ...Object.fromEntries(Object.entries(limitOptions).filter(([, value]) => value !== undefined)) };
  const [unshare, timeout] = await Promise.all([findOnPath(['unshare']), findOnPath(['timeout'])]);
  const isolate = unshare !== null && (await canIsolateNetwork(unshare));
  return createOfficeConverter(soffice, limits, { unshare: isolate ? unshare : null, timeout });
}
