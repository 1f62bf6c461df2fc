// When Fastify refuses a body it has not read (over the body limit, a parser error), it answers
// with `connection: close`. Closing a socket the client is still writing to resets it, and the
// client sees a network error instead of the answer. Reading (and dropping) the rest of a body
// of bounded size first lets the client finish sending and read the envelope; beyond the bound,
// or after the time limit, the connection is closed as before.
import type { IncomingMessage } from 'node:http';

/** At most this much of a refused body is read to let its sender hear the answer. */
export const DRAIN_MAX_BYTES = 1024 * 1024;
/** A slow sender is not waited for longer than this. */
export const DRAIN_MAX_MS = 5_000;

export function drainRequest(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  // A body announced larger than the bound cannot be drained in time: close at once.
  const announced = Number(raw.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let received = 0;
    const finish = () => {
      clearTimeout(timer);
      raw.removeListener('data', onData);
      raw.removeListener('end', finish);
      raw.removeListener('close', finish);
      raw.removeListener('error', finish);
      resolve();
    };
    const onData = (chunk: Buffer | string) => {
      received += chunk.length;
      if (received > maxBytes) finish();
    };
    const timer = setTimeout(finish, maxMs);
    timer.unref();
    raw.on('data', onData);
    raw.once('end', finish);
    raw.once('close', finish);
    raw.once('error', finish);
    raw.resume();
  });
}
