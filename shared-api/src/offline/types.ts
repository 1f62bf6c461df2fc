import type { Material } from '../contract/index.ts';

/** The files a kept material may hold: the PDF the viewer reads, the original (download) and the preview image. */
export type KeptFileKind = 'read' | 'original' | 'preview';

/** What was taken of one file when it was kept: checked on every read. */
export interface KeptFileMeta {
  kind: KeptFileKind;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  type: string;
  /** The name a download saves it under (the original's). */
  name: string | null;
}

/** One kept material of one person, as stored (the key is [userId, materialId]). */
export interface KeptRecord {
  userId: string;
  materialId: string;
  /** The details as the API last returned them. */
  material: Material;
  keptAt: string;
  files: KeptFileMeta[];
  /** Files that failed their check (tampered, truncated, missing): fetched again at the next online sync. */
  stale: KeptFileKind[];
}

/** A file's bytes as stored (the key is [userId, materialId, kind]). */
export interface KeptBytes {
  userId: string;
  materialId: string;
  kind: KeptFileKind;
  bytes: ArrayBuffer;
}

/** A kept material as the Offline list shows it. */
export interface KeptSummary {
  material: Material;
  keptAt: string;
  /** Bytes of its files now on the device. */
  bytes: number;
  /** Its PDF can be read in the viewer. */
  readable: boolean;
  /** Its original can be saved (only when it could be downloaded when kept). */
  hasOriginal: boolean;
}

export interface KeptList {
  items: KeptSummary[];
  totalBytes: number;
}

/** A kept file that passed its check. */
export interface KeptFile {
  blob: Blob;
  bytes: ArrayBuffer;
  size: number;
  type: string;
  name: string | null;
}

/** A kept material's details and its files that passed their check. */
export interface KeptMaterial {
  material: Material;
  keptAt: string;
  read: KeptFile | null;
  original: KeptFile | null;
  preview: KeptFile | null;
}

/** Something the sync did that the person should hear about. */
export interface OfflineNotice {
  id: string;
  materialId: string;
  text: string;
}

export interface SyncResult {
  /** false when the API could not be reached: nothing was changed. */
  reached: boolean;
  notices: OfflineNotice[];
  removed: string[];
  refreshed: string[];
}

/** What a keep is fetching: the app that reads the material first, then the material's files. */
export type KeepStage = 'app' | 'files';

/** Progress of a keep: files fetched of the files to fetch, at a stage. */
export type KeepProgress = (done: number, total: number, stage: KeepStage) => void;
