// What the device store of kept materials says to people ("Keep offline").
export const OFFLINE_MESSAGES = {
  quotaExceeded: 'Not enough space on this device to keep this material. Remove something from Offline and try again.',
  fetchFailed: 'Could not keep this material: the connection failed. Check it and try again.',
  /** The app that reads a kept material could not be saved on the device: nothing was kept. */
  appFailed: 'Could not save the app for reading offline: the connection failed. Nothing was kept. Check it and try again.',
  /** While keeping, what is on its way: the app first, then the material's files. */
  keepingApp: (done: number, total: number) => `Saving the app for offline reading: ${done} of ${total} files`,
  keepingFiles: (done: number, total: number) => `Saving the material: ${done} of ${total} files`,
  gone: 'This material is no longer available, so it cannot be kept offline.',
  nothingToKeep: 'This material has no file that can be kept offline.',
  unsupported: 'This browser cannot keep materials offline.',
  storageFailed: 'Could not keep this material on this device. Try again.',
  signedOut: 'Sign in to keep materials offline.',
  /** The sync's notices, for a material dropped from the device. */
  removedGone: (title: string) => `"${title}" is no longer available and was removed from this device.`,
  removedRestricted: (title: string) =>
    `"${title}" can no longer be downloaded and was removed from this device. You can keep it again for reading only.`,
  /** The material page, when it shows the copy kept on the device because the API cannot be reached. */
  readingKeptCopy: 'You are offline: this is the copy kept on this device.',
  downloadNeedsConnection: 'This file is not kept on this device: downloading it needs a connection.',
  totalKept: (size: string) => `${size} kept on this device`,
} as const;
