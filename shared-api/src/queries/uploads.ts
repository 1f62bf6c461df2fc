import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VALIDATION_MESSAGES,
  type ApiFailure,
  type Classification,
  type Material,
  type Restriction,
  type Visibility,
} from '../contract/index.ts';
import { ApiError, networkError } from '../client/apiError.ts';
import { API_BASE, readAnswer } from '../client/http.ts';
import { materialKeys } from './materials.ts';

// POST /api/materials with upload progress. fetch() cannot report upload progress, so this one
// call uses XMLHttpRequest; its answers are read exactly as apiRequest reads them.

export interface UploadMaterialInput {
  label: string;
  description?: string;
  classification: Classification;
  courseId?: string;
  /** An open request of the course that this upload answers. */
  answersRequest?: string;
  visibility: Visibility;
  restriction: Restriction;
  tags: string[];
  metaData?: unknown;
  /** A file upload's document; exactly one of `file`, `photos` and `url`. */
  file?: Blob & { name?: string };
  /** Photos of notes, in page order: the server makes them one PDF (at most PHOTOS_MAX). */
  photos?: Array<Blob & { name?: string }>;
  /** A link upload's web address. */
  url?: string;
  image?: (Blob & { name?: string }) | null;
}

export interface UploadOptions {
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * The multipart body. Field parts come first and the file parts last, because the server
 * streams the document to storage as it reads it and needs the fields before that.
 */
export function uploadFormData(input: UploadMaterialInput): FormData {
  const body = new FormData();
  body.append('label', input.label);
  if (input.description) body.append('description', input.description);
  body.append('classification', input.classification);
  if (input.courseId) body.append('courseId', input.courseId);
  if (input.courseId && input.answersRequest) body.append('answersRequest', input.answersRequest);
  body.append('visibility', input.visibility);
  body.append('restriction', input.restriction);
  body.append('tags', JSON.stringify(input.tags));
  if (input.metaData !== undefined) body.append('metaData', JSON.stringify(input.metaData));
  if (input.url) body.append('url', input.url);
  if (input.image) body.append('image', input.image, input.image.name ?? 'image');
  if (input.file) body.append('file', input.file, input.file.name ?? 'file');
  // One part per photo, in the order of the pages.
  input.photos?.forEach((photo, index) => body.append('photos', photo, photo.name ?? `photo-${index + 1}.jpg`));
  return body;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** apiRequest's reading of an answer, and one more: a 413 that is not our envelope. */
function settle(status: number, payload: unknown): Material {
  // A proxy in front of the server may refuse a large body with its own page.
  if (status === 413 && (payload as Partial<ApiFailure> | undefined)?.status !== 'error') {
    throw new ApiError({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: VALIDATION_MESSAGES.fileTooLarge });
  }
  return readAnswer<Material>(status, payload);
}

/** Uploads a file or a link; resolves to the new (pending) material. */
export function uploadMaterial(input: UploadMaterialInput, { onProgress, signal }: UploadOptions = {}): Promise<Material> {
  return new Promise<Material>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/materials`);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    const onAbort = () => request.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    request.onload = () => {
      done();
      try {
        resolve(settle(request.status, parse(request.responseText)));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => {
      done();
      reject(networkError());
    };
    request.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    request.send(uploadFormData(input));
  });
}

/**
 * The upload as a mutation. A new material changes the person's own lists and figures, so
 * every material query is refetched when it lands.
 */
export function useUploadMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, onProgress }: { input: UploadMaterialInput; onProgress?: (percent: number) => void }) =>
      uploadMaterial(input, { onProgress }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: materialKeys.all });
      void queryClient.invalidateQueries({ queryKey: materialKeys.myStats() });
    },
  });
}
