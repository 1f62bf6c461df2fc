// @lectern/shared-api/offline: the materials a person keeps on this device ("Keep offline").
export { OFFLINE_MESSAGES } from './messages.ts';
export { formatBytes } from './formatBytes.ts';
export { OfflineError, type OfflineErrorCode } from './offlineError.ts';
export { filesToKeep } from './fetchFile.ts';
export { clearKept, isKept, keepMaterial, listKept, readKept, readKeptFile, removeKept } from './keptStore.ts';
export { syncKept } from './syncKept.ts';
export {
  clearDevice,
  dismissNotice,
  isKeptOffline,
  keepOffline,
  listOffline,
  offlineNotices,
  offlineSettled,
  readOffline,
  readOfflineFile,
  removeOffline,
  saveKeptOriginal,
  subscribeKept,
  syncIfDue,
  syncNow,
  watchOffline,
} from './deviceSession.ts';
export { useKeepOffline, useKeptFile, useKeptMaterial, useKeptMaterials, useKeptObjectUrl, useOfflineSync, type KeepOfflineView, type KeptMaterialsView } from './hooks.ts';
export type * from './types.ts';
