/** Hex SHA-256 of some bytes (Web Crypto), taken when a file is kept and checked on every read. */
export async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether stored bytes are still the bytes that were kept: same size, same hash. */
export async function passesCheck(bytes: ArrayBuffer | undefined, expected: { size: number; sha256: string }): Promise<boolean> {
  // Not `instanceof`: bytes read back from IndexedDB may come from another realm (a worker, a test's).
  if (!bytes || Object.prototype.toString.call(bytes) !== '[object ArrayBuffer]' || bytes.byteLength !== expected.size) return false;
  return (await sha256Hex(bytes)) === expected.sha256;
}
