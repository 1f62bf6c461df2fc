import { buildUrl } from '../client/http.ts';
import type { Material } from '../contract/index.ts';
import { sha256Hex } from './fileCheck.ts';
import { OfflineError } from './offlineError.ts';
import type { KeptFileKind, KeptFileMeta } from './types.ts';

export interface FetchedFile {
  meta: KeptFileMeta;
  bytes: ArrayBuffer;
}

/**
 * The files to keep of a material. A PDF's original is the very file the viewer reads, so a
 * downloadable PDF keeps it once; a View Only material keeps no original (reading only).
 */
export function filesToKeep(material: Material): KeptFileKind[] {
  if (material.type === 'link') return [];
  const original = material.canDownload && material.size !== null;
  const read = Boolean(material.readUrl) && !(material.type === 'pdf' && original);
  const kinds: KeptFileKind[] = [];
  if (read) kinds.push('read');
  if (original) kinds.push('original');
  if (!kinds.length) return [];
  if (material.previewUrl) kinds.push('preview');
  return kinds;
}

function urlOf(material: Material, kind: KeptFileKind): string | null {
  if (kind === 'read') return material.readUrl;
  if (kind === 'preview') return material.previewUrl;
  return buildUrl(`/materials/${encodeURIComponent(material.id)}/file`);
}

function nameOf(material: Material, kind: KeptFileKind): string | null {
  if (kind === 'original') return material.fileName;
  if (kind === 'read') return material.fileName ? material.fileName.replace(/\.[^.]*$/, '') + '.pdf' : null;
  return null;
}

const DEFAULT_TYPES: Record<KeptFileKind, string> = { read: 'application/pdf', original: 'application/octet-stream', preview: 'image/webp' };

/** Fetches one file of a material as the app fetches the API (same origin, with the session cookie). */
export async function fetchFile(material: Material, kind: KeptFileKind): Promise<FetchedFile> {
  const url = urlOf(material, kind);
  if (!url) throw new OfflineError('nothingToKeep');
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include' });
  } catch {
    throw new OfflineError('network');
  }
  if (response.status === 401) throw new OfflineError('signedOut');
  if (response.status === 403 || response.status === 404) throw new OfflineError('gone');
  if (!response.ok) throw new OfflineError('network');
  let bytes: ArrayBuffer;
  try {
    bytes = await response.arrayBuffer();
  } catch {
    throw new OfflineError('network');
  }
  const type = response.headers?.get('content-type')?.split(';')[0]?.trim() || DEFAULT_TYPES[kind];
  const meta: KeptFileMeta = { kind, size: bytes.byteLength, sha256: await sha256Hex(bytes), type, name: nameOf(material, kind) };
  return { meta, bytes };
}
