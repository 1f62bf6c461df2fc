// What a browser test needs to keep things on the device: IndexedDB (fake-indexeddb), and the two
// pieces jsdom lacks, structuredClone (IndexedDB stores with it) and Web Crypto's digest (the kept
// files' hashes). Import it first in a test file: `import '@lectern/shared-api/testing/device-storage';`
import 'fake-indexeddb/auto';
import { webcrypto } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';

// Node's serializer copies plain data as structuredClone does.
globalThis.structuredClone ??= (value) => deserialize(serialize(value));
// Node's digest wants bytes of its own realm, not the test's.
const digest = (algorithm: string, data: ArrayBuffer) => webcrypto.subtle.digest(algorithm, Buffer.from(new Uint8Array(data)));
Object.defineProperty(globalThis, 'crypto', { value: { ...globalThis.crypto, subtle: { digest } }, configurable: true });
