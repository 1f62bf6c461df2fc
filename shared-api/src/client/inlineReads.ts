import { INLINE_READS_GLOBAL, readKey } from '../contract/index.ts';

/**
 * Answers carried by the page are used only while it starts: a page left open, or a screen
 * first opened minutes later, asks the API for current data.
 */
const CARRIED_ANSWERS_FRESH_MS = 30_000;

type CarriedAnswers = Record<string, unknown>;

/** The answers of the page the server is rendering now (renderForPage), read the same way. */
let renderingAnswers: CarriedAnswers | null = null;

/** While the server renders a page (synchronously), its reads answer from `answers`. */
export function setRenderingAnswers(answers: CarriedAnswers | null): void {
  renderingAnswers = answers;
}

/**
 * The API's answer to a GET the server already made for this page and wrote into it (the
 * envelope, as the API would send it), or undefined. Each is used once: a later read of the
 * same URL (a refetch) goes to the API.
 */
export function takeCarriedAnswer(url: string): unknown {
  if (renderingAnswers) return Object.hasOwn(renderingAnswers, readKey(url)) ? renderingAnswers[readKey(url)] : undefined;
  if (typeof window === 'undefined') return undefined;
  const answers = (window as unknown as Record<string, CarriedAnswers | undefined>)[INLINE_READS_GLOBAL];
  if (!answers) return undefined;
  const key = readKey(url);
  if (!Object.prototype.hasOwnProperty.call(answers, key)) return undefined;
  const answer = answers[key];
  delete answers[key];
  return performance.now() <= CARRIED_ANSWERS_FRESH_MS ? answer : undefined;
}
