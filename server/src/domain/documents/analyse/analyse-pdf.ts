// Reads a PDF in a child process (pdf-worker.mjs) with a time limit and a heap limit: a PDF
// that stalls pdf.js, or fills its memory, costs that process, never the API's event loop.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, WEBP_QUALITY } from '../../images/index.ts';
import { DocumentFailure } from '../failure.ts';

export interface PdfLimits {
  timeoutMs: number;
  /** The child's V8 heap (--max-old-space-size). */
  heapMb: number;
  /** Text is read from at most this many pages... */
  maxTextPages: number;
  /** ...and at most this many characters in all (PostgreSQL's tsvector must stay under 1 MB). */
  maxTextChars: number;
}

export const PDF_LIMITS: PdfLimits = { timeoutMs: 60_000, heapMb: 512, maxTextPages: 500, maxTextChars: 400_000 };

export interface PdfContents {
  pages: number;
  /** The first page as WebP, when asked for. */
  image: Buffer | null;
  /** Each page's text, from page 1, up to the caps. */
  texts: string[];
}

type WorkerAnswer = { failure: string } | { pages: number; image: Uint8Array | null; texts: string[] };

const WORKER = fileURLToPath(new URL('./pdf-worker.mjs', import.meta.url));

export function analysePdf(file: string, { render }: { render: boolean }, limits: PdfLimits = PDF_LIMITS): Promise<PdfContents> {
  return new Promise((resolve, reject) => {
    const child = fork(WORKER, [], {
      execArgv: [`--max-old-space-size=${limits.heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    let answered = false;
    const finish = (outcome: () => void) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      outcome();
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish(() => reject(new DocumentFailure(`Reading the PDF took longer than ${limits.timeoutMs / 1000} s.`)));
    }, limits.timeoutMs);
    child.once('message', (answer: WorkerAnswer) => {
      finish(() => {
        if ('failure' in answer) reject(new DocumentFailure(answer.failure));
        else resolve({ pages: answer.pages, image: answer.image ? Buffer.from(answer.image) : null, texts: answer.texts });
      });
    });
    child.once('error', (error) => finish(() => reject(error)));
    child.once('exit', (code, signal) => {
      finish(() => reject(new DocumentFailure(`Reading the PDF stopped (${signal ?? `exit ${code}`}); it may need more memory than allowed.`)));
    });
    child.send({
      file,
      render,
      width: IMAGE_MAX_WIDTH,
      maxHeight: IMAGE_MAX_HEIGHT,
      quality: WEBP_QUALITY,
      maxTextPages: limits.maxTextPages,
      maxTextChars: limits.maxTextChars,
    });
  });
}
