// What a page and the service worker say to each other when a material is kept offline: the
// material is "kept" only once the app that reads it is on the device too (the shell, which the
// worker's own install keeps, and the reading remote's current release, which it keeps after).

import type { RemoteName } from './remotes.ts';

/** The remote whose pages read a kept material (the material page, Libraries). */
export const OFFLINE_READER_REMOTE: RemoteName = 'student';

/** The message a page posts, with a MessagePort, to have the worker keep a remote's current release now. */
export const KEEP_APP_MESSAGE = 'lectern:keep-app';

export interface KeepAppRequest {
  type: typeof KEEP_APP_MESSAGE;
  remote: RemoteName;
}

/** What the worker answers on the port: at once that it started, files kept of the files to keep as it goes, then whether the release is on the device. */
export type KeepAppReply = { type: 'started' } | { type: 'progress'; done: number; total: number } | { type: 'done'; kept: boolean };

export function isKeepAppRequest(data: unknown): data is KeepAppRequest {
  return typeof data === 'object' && data !== null && (data as KeepAppRequest).type === KEEP_APP_MESSAGE && typeof (data as KeepAppRequest).remote === 'string';
}
