// The app on a real socket, for what app.inject cannot play: a client sending too much, going
// away half-way, or reading a stream as a browser would.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createPerson, type Person } from './materials.ts';
import type { TestApp } from './test-app.ts';

/** Starts `app` listening on a free port of 127.0.0.1; answers the port. */
export async function listenOnFreePort(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * For a file of real-socket upload tests: before its tests, a signed-in person to upload as and
 * the app listening on a free port.
 */
export function useSocketUploader(t: TestApp): { person(): Person; port(): number } {
  let person: Person;
  let port: number;
  beforeAll(async () => {
    person = await createPerson(t.app(), t.db());
    port = await listenOnFreePort(t.app());
  });
  return { person: () => person, port: () => port };
}
