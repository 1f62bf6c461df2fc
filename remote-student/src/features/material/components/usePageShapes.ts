import { startTransition, useCallback, useEffect, useState } from 'react';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { reservedAspect } from '../pdf/pageShape.ts';

/**
 * Each page's height / width, for its box: page 1's as the server measured it (`firstAspect`),
 * and every other page the same until the document is open and `read` is set (once the first page
 * is drawn, so reading them never holds it back); then each page's own, read from the file
 * (pdf.js reads a page's size without drawing it), or from its drawing (`noteShape`). The shapes
 * change as transitions: every page's box may render again and the book be laid out anew, which
 * must not hold up a page's drawing shown, nor a tap or a scroll.
 */
export function usePageShapes(doc: PdfDocument | null, firstAspect: number | null | undefined, read: boolean) {
  const [shapes, setShapes] = useState<ReadonlyMap<number, number>>(() => new Map());

  useEffect(() => {
    if (!doc || !read) return;
    let cancelled = false;
    const shapeOf = (page: number) =>
      Promise.resolve()
        .then(() => doc.getPage(page))
        .then((pdfPage) => {
          const { width, height } = pdfPage.getViewport({ scale: 1 });
          return height / width;
        })
        // A page pdf.js cannot read keeps the shape it was given.
        .catch(() => null);
    void Promise.all(Array.from({ length: doc.numPages }, (_, index) => shapeOf(index + 1))).then((aspects) => {
      if (cancelled) return;
      startTransition(() =>
        setShapes((known) => {
          const next = new Map(known);
          aspects.forEach((aspect, index) => aspect !== null && Number.isFinite(aspect) && next.set(index + 1, aspect));
          return next;
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [doc, read]);

  const noteShape = useCallback((page: number, aspect: number) => {
    startTransition(() => setShapes((known) => (known.get(page) === aspect ? known : new Map(known).set(page, aspect))));
  }, []);

  // Page 1 keeps the box the server reserved (it is in the first paint); where the server did
  // not know its shape, it takes its own once known.
  const aspectOf = useCallback(
    (page: number) => boxAspect(page === 1 && firstAspect != null ? firstAspect : (shapes.get(page) ?? firstAspect)),
    [shapes, firstAspect],
  );

  return { aspectOf, shapes, noteShape };
}

/**
 * The box's aspect, to the thousandth its CSS `aspect-ratio` is written to. The server keeps a
 * page's shape as a 32-bit float, pdf.js reads it as a 64-bit one: a page as tall as reserved
 * must read as the same number, or every page's box renders again and the book is laid out anew
 * for a change no one can see.
 */
function boxAspect(aspect: number | null | undefined): number {
  return Math.round(reservedAspect(aspect) * 1000) / 1000;
}
