import { OFFLINE_MESSAGES } from './messages.ts';

export type OfflineErrorCode = 'quota' | 'network' | 'app' | 'gone' | 'nothingToKeep' | 'unsupported' | 'storage' | 'signedOut';

const MESSAGE_OF: Record<OfflineErrorCode, string> = {
  quota: OFFLINE_MESSAGES.quotaExceeded,
  network: OFFLINE_MESSAGES.fetchFailed,
  app: OFFLINE_MESSAGES.appFailed,
  gone: OFFLINE_MESSAGES.gone,
  nothingToKeep: OFFLINE_MESSAGES.nothingToKeep,
  unsupported: OFFLINE_MESSAGES.unsupported,
  storage: OFFLINE_MESSAGES.storageFailed,
  signedOut: OFFLINE_MESSAGES.signedOut,
};

/** Why a material could not be kept, with the words to show. */
export class OfflineError extends Error {
  readonly code: OfflineErrorCode;
  constructor(code: OfflineErrorCode) {
    super(MESSAGE_OF[code]);
    this.name = 'OfflineError';
    this.code = code;
  }
}

/** A full device: the write's own error, or the transaction aborted by it. */
export function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  const inner = (error as { target?: { error?: { name?: string } } } | null)?.target?.error?.name;
  return name === 'QuotaExceededError' || inner === 'QuotaExceededError';
}
