import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
// The shared singleton's session (see deviceSession.ts).
import { useSession } from '@lectern/shared-api';
import type { Material } from '../contract/index.ts';
import {
  dismissNotice,
  isKeptOffline,
  keepOffline,
  listOffline,
  offlineNotices,
  readOffline,
  readOfflineFile,
  removeOffline,
  subscribeKept,
  syncIfDue,
  watchOffline,
} from './deviceSession.ts';
import { filesToKeep } from './fetchFile.ts';
import { OFFLINE_MESSAGES } from './messages.ts';
import type { KeepStage, KeptFileKind, KeptFile, KeptMaterial, KeptSummary, OfflineNotice } from './types.ts';

/** A number that moves whenever the kept materials change, so a hook reads again. */
function useKeptVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    watchOffline();
    return subscribeKept(() => setVersion((v) => v + 1));
  }, []);
  return version;
}

/** Reads something of the device for the signed-in person again whenever it changes. */
function useDeviceRead<T>(read: () => Promise<T>, initial: T, deps: readonly unknown[]): { data: T; loading: boolean } {
  const version = useKeptVersion();
  const owner = useSession().user?.id ?? null;
  const [state, setState] = useState<{ data: T; owner: string | null; loading: boolean }>({ data: initial, owner, loading: true });
  useEffect(() => {
    // Signed out: nothing of the device is anyone's to see.
    if (!owner) return;
    let cancelled = false;
    setState((previous) => ({ ...previous, loading: true }));
    read().then(
      (data) => !cancelled && setState({ data, owner, loading: false }),
      () => !cancelled && setState({ data: initial, owner, loading: false }),
    );
    return () => {
      cancelled = true;
    };
    // `read` and `initial` are new each render; what they read is named by deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, owner, ...deps]);
  // What was read for someone else (a sign-out, another person signing in) is never shown.
  if (!owner) return { data: initial, loading: false };
  return state.owner === owner ? { data: state.data, loading: state.loading } : { data: initial, loading: true };
}

export interface KeptMaterialsView {
  items: KeptSummary[];
  totalBytes: number;
  loading: boolean;
  remove: (materialId: string) => Promise<void>;
  /** What the last syncs removed, for the person to read and dismiss. */
  notices: OfflineNotice[];
  dismissNotice: (id: string) => void;
}

const NO_LIST = { items: [] as KeptSummary[], totalBytes: 0 };

/** The Offline list of Libraries: the kept materials of the signed-in person, their sizes and total. */
export function useKeptMaterials(): KeptMaterialsView {
  const { data, loading } = useDeviceRead(listOffline, NO_LIST, []);
  const notices = useSyncExternalStore(subscribeKept, offlineNotices, offlineNotices);
  return { ...data, loading, remove: removeOffline, notices, dismissNotice };
}

export interface KeepOfflineView {
  /** Whether the material can be kept at all (a link, or a file with nothing to read or download, cannot). */
  keepable: boolean;
  kept: boolean;
  busy: boolean;
  /** Files fetched of the files to fetch, while keeping, and what they are (the app, then the material's). */
  progress: { done: number; total: number; stage: KeepStage } | null;
  error: string | null;
  keep: () => Promise<void>;
  remove: () => Promise<void>;
}

/** The Keep offline toggle of one material. */
export function useKeepOffline(material: Material): KeepOfflineView {
  const { data: kept } = useDeviceRead(() => isKeptOffline(material.id), false, [material.id]);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<KeepOfflineView['progress']>(null);
  const [error, setError] = useState<string | null>(null);
  const keep = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await keepOffline(material, (done, total, stage) => setProgress({ done, total, stage }));
    } catch (caught) {
      setError(caught instanceof Error && caught.name === 'OfflineError' ? caught.message : OFFLINE_MESSAGES.storageFailed);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }, [material]);
  const remove = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await removeOffline(material.id);
    } finally {
      setBusy(false);
    }
  }, [material.id]);
  return { keepable: filesToKeep(material).length > 0, kept, busy, progress, error, keep, remove };
}

/**
 * A kept material's details and files (those passing their check), for the material page and
 * the viewer when the network is gone; null when this device holds none of it.
 */
export function useKeptMaterial(materialId: string): { kept: KeptMaterial | null; loading: boolean } {
  const { data, loading } = useDeviceRead(() => readOffline(materialId), null, [materialId]);
  return { kept: data, loading };
}

/** One kept file that passes its check (the viewer's PDF, the preview image), else null. */
export function useKeptFile(materialId: string, kind: KeptFileKind): { file: KeptFile | null; loading: boolean } {
  const { data, loading } = useDeviceRead(() => readOfflineFile(materialId, kind), null, [materialId, kind]);
  return { file: data, loading };
}

/** An object URL of a kept file (an <img> of the kept preview), revoked when no longer shown. */
export function useKeptObjectUrl(materialId: string, kind: KeptFileKind): string | null {
  const { file } = useKeptFile(materialId, kind);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file.blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Syncs the kept materials when mounted and whenever the browser comes back online. */
export function useOfflineSync(): void {
  const { user } = useSession();
  useEffect(() => {
    watchOffline();
    if (user) void syncIfDue();
  }, [user]);
}
