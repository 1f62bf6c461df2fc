import { INLINE_READS_GLOBAL, readKey } from '../contract/index.ts';

/**
 * Answers carried by the page are used only while it starts: a page left open, or a screen
 * first opened minutes later, asks the API for current data.
 */
const CARRIED_ANSWERS_FRESH_MS = 30_000;

type CarriedAnswers = Record<string, unknown>;

/**
 * The API's answer to a GET the server already made for this page and wrote into it (the
 * envelope, as the API would send it), or undefined. Each is used once: a later read of the
 * same URL (a refetch) goes to the API.
 */
export function takeCarriedAnswer(url: string): unknown {
  if (typeof window === 'undefined') return undefined;
  const answers = (window as unknown as Record<string, CarriedAnswers | undefined>)[INLINE_READS_GLOBAL];
  if (!answers) return undefined;
  const key = readKey(url);
  if (!Object.prototype.hasOwnProperty.call(answers, key)) return undefined;
  const answer = answers[key];
  delete answers[key];
  return performance.now() <= CARRIED_ANSWERS_FRESH_MS ? answer : undefined;
}
