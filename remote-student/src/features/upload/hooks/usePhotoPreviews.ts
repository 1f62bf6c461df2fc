import { useEffect, useRef, useState } from 'react';
import type { ChosenPhoto } from './photoList.ts';

const canPreview = () => typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';

/**
 * A thumbnail address (an object URL) per chosen photo, made once per photo and let go when the
 * photo is removed or the form closes. `failed(id)` drops one the browser cannot draw (a HEIC
 * photo outside Safari), so its tile shows an icon instead of a broken image.
 */
export function usePhotoPreviews(photos: readonly ChosenPhoto[]) {
  const urls = useRef(new Map<string, string>());
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());

  if (canPreview()) {
    for (const photo of photos) if (!urls.current.has(photo.id)) urls.current.set(photo.id, URL.createObjectURL(photo.file));
  }

  useEffect(() => {
    const kept = new Set(photos.map((photo) => photo.id));
    for (const [id, url] of urls.current) {
      if (!kept.has(id)) {
        URL.revokeObjectURL(url);
        urls.current.delete(id);
      }
    }
  }, [photos]);

  useEffect(() => {
    const all = urls.current;
    return () => {
      for (const url of all.values()) URL.revokeObjectURL(url);
      all.clear();
    };
  }, []);

  return {
    get: (id: string) => (broken.has(id) ? undefined : urls.current.get(id)),
    failed: (id: string) => setBroken((current) => new Set(current).add(id)),
  };
}
