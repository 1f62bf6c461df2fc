// Text recognition (OCR) with Tesseract (Debian `tesseract-ocr tesseract-ocr-eng`), one image at
// a time, each a child process of its own with limits (docs/documents.md): it starts in a process
// group of its own under a shell's `ulimit -v` (its address space, inherited by anything it
// starts), is killed with its whole group (SIGKILL) when its time is up, and sees nothing of the
// server's environment but PATH. The event loop only spawns it and reads what it prints.
// Without Tesseract and its English data on the machine findOcr is null: everything else works,
// and photos and scans are previewed without their text being found by search.
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { findOnPath, isExecutableFile } from '../executables.ts';

export interface OcrLimits {
  /** One image's recognition still running after this is killed (with every process it started). */
  timeoutMs: number;
  /** Tesseract's address space (RLIMIT_AS): virtual memory, so well above what it really uses. */
  memoryBytes: number;
  /** Characters kept of one image's text (what it prints beyond is dropped). */
  maxChars: number;
}

// A page photo of about 3,000 x 2,000 pixels takes Tesseract 5 (one thread) 2-6 s and under
// 300 MiB; 30 s and 1 GiB leave room for a dense page on a busy machine.
export const OCR_LIMITS: OcrLimits = { timeoutMs: 30_000, memoryBytes: 1024 * 1024 * 1024, maxChars: 100_000 };

export const OCR_LANGUAGE = 'eng';

export const OCR_INSTALL_COMMAND = 'sudo apt-get install -y tesseract-ocr tesseract-ocr-eng';

export const OCR_OFF_MESSAGE =
  'Text in photos is off: Tesseract with its English data was not found (tesseract on PATH, or TESSERACT_PATH), so photos of notes and ' +
  `scanned pages are previewed but their words are not found by search. Turn it on with: ${OCR_INSTALL_COMMAND}`;

/** What one image gave: its text, or why there is none (the caller leaves that page without text). */
export type OcrOutcome = { text: string } | { failed: 'timeout' | 'error'; detail: string };

export interface Ocr {
  /** Recognises the English text in one image file (PNG, JPEG...). Never throws for a bad image or a hang. */
  recognise(image: string): Promise<OcrOutcome>;
}

export interface FindOcrOptions extends Partial<OcrLimits> {
  /** Tesseract's program; unset or null: the TESSERACT_PATH env var, else tesseract on PATH. */
  tesseractPath?: string | null;
}

const OUTPUT_KEEP_BYTES = 4096;
// After it exits its output closes at once; this only guards against a process that left the group.
const CLOSE_GRACE_MS = 2000;
// How long `--list-langs` may take when the server looks for Tesseract at start.
const PROBE_TIMEOUT_MS = 10_000;



/** Only PATH of the server's environment; one thread (OpenMP's would fight the API for its cores). */
function childEnv(): Record<string, string> {
  return { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', OMP_THREAD_LIMIT: '1' };
}

/** Whether `tesseract --list-langs` names English (the language data is its own package). */
function hasEnglish(tesseract: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(tesseract, ['--list-langs'], { timeout: PROBE_TIMEOUT_MS, killSignal: 'SIGKILL', env: childEnv() }, (error, stdout, stderr) => {
      if (error) return resolve(false);
      resolve(`${stdout}\n${stderr}`.split(/\s+/).includes(OCR_LANGUAGE));
    });
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // ESRCH: the group is gone already.
  }
}

// No control characters: the search's snippets mark words with two of them. Lines as Tesseract
// printed them, blank ones and runs of spaces dropped.
function cleanText(text: string, maxChars: number): string {
  return (
    text
      .slice(0, maxChars)
      // eslint-disable-next-line no-control-regex -- removing them is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ' ')
      .replace(/[ \t]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim()
  );
}

/** An OCR over the Tesseract program `tesseract` (already known to have English). */
export function createOcr(tesseract: string, limits: OcrLimits = OCR_LIMITS): Ocr {
  const kilobytes = Math.max(1, Math.floor(limits.memoryBytes / 1024));
  return {
    recognise(image) {
      return new Promise<OcrOutcome>((resolve) => {
        // $0 is the limit, "$@" the command: nothing of it is parsed by the shell.
        const child = spawn('/bin/sh', ['-c', 'ulimit -v "$0" && exec "$@"', String(kilobytes), tesseract, image, 'stdout', '-l', OCR_LANGUAGE, '--psm', '3'], {
          cwd: path.dirname(image),
          env: childEnv(),
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const chunks: Buffer[] = [];
        let kept = 0;
        let errors = '';
        let timedOut = false;
        let settled = false;
        const settle = (outcome: OcrOutcome) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(outcome);
        };
        child.stdout.on('data', (chunk: Buffer) => {
          // Bytes beyond the cap (4 per character at most) are not kept.
          if (kept > limits.maxChars * 4) return;
          chunks.push(chunk);
          kept += chunk.length;
        });
        child.stderr.on('data', (chunk: Buffer) => {
          errors = (errors + chunk.toString('utf8')).slice(-OUTPUT_KEEP_BYTES);
        });
        const timer = setTimeout(() => {
          timedOut = true;
          if (child.pid) killGroup(child.pid);
        }, limits.timeoutMs);
        child.once('error', (error) => settle({ failed: 'error', detail: error.message }));
        child.once('exit', () => {
          // Whatever it started goes with it; a process that left the group yet holds its output
          // open does not hold the answer up.
          if (child.pid) killGroup(child.pid);
          setTimeout(() => {
            child.stdout.destroy();
            child.stderr.destroy();
          }, CLOSE_GRACE_MS).unref();
        });
        child.once('close', (code, signal) => {
          if (timedOut) return settle({ failed: 'timeout', detail: `stopped after ${limits.timeoutMs} ms` });
          if (code !== 0) return settle({ failed: 'error', detail: `${signal ? `signal ${signal}` : `exit code ${code}`}: ${errors.trim().slice(-500)}` });
          settle({ text: cleanText(Buffer.concat(chunks).toString('utf8'), limits.maxChars) });
        });
      });
    },
  };
}

/** The Tesseract found on this machine (tesseractPath, TESSERACT_PATH, or tesseract on PATH) with English, or null. */
export async function findOcr(options: FindOcrOptions = {}): Promise<Ocr | null> {
  const { tesseractPath, ...limitOptions } = options;
  const chosen = tesseractPath ?? null;
  // A path that was named and is not there is not replaced by another: it is a setting to fix.
  const tesseract = chosen ? ((await isExecutableFile(chosen)) ? path.resolve(chosen) : null) : await findOnPath(['tesseract']);
  if (!tesseract || !(await hasEnglish(tesseract))) return null;
  const limits = { ...OCR_LIMITS, ...Object.fromEntries(Object.entries(limitOptions).filter(([, value]) => value !== undefined)) };
  return createOcr(tesseract, limits);
}
