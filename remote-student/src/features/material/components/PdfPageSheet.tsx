import { Spinner } from '@lectern/shared-ui';
import { memo, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { cssAspectRatio } from '../pdf/pageShape.ts';
import { textMeasurer } from '../pdf/measureText.ts';
import { pageHighlights, type HighlightBox } from '../pdf/textHighlights.ts';
import { PAGE_GAP } from './usePageScroll.ts';

/**
 * A page's box, its height set by its `aspect-ratio` (inline: the same markup on the server and
 * in the browser) from the first paint, its width the zoom's share of the scroll box; the canvas
 * fills it, so drawing moves nothing. Wider than the box (zoomed in), it starts at the box's left
 * edge and the box scrolls sideways.
 */
const Sheet = styled.div`
  position: relative;
  margin: ${PAGE_GAP}px auto 0;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  canvas {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/**
 * The searched words' boxes over the drawn page, placed in fractions of the page (so a zoom moves
 * them with it), marker-coloured and see-through so the words stay readable. Only a picture:
 * the words themselves are in the text view and in the line above the reader.
 */
const Highlights = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  span {
    position: absolute;
    background: ${({ theme }) => theme.colors.highlight};
    opacity: 0.4;
    /* Multiplied with the page under it, so the word stays as dark as the rest of the line. */
    mix-blend-mode: multiply;
    border-radius: 2px;
  }
`;

/** What stands in a page's box while it is not drawn yet (the spinner, or the reason it cannot be). */
export const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

interface PageDrawing {
  /** The open document (null while pdf.js loads it). */
  doc: PdfDocument | null;
  /** The page's width in CSS px at the zoom drawn (null until the column is measured). */
  drawWidth: number | null;
  /** Words to box on the page (none: nothing marked). */
  words: readonly string[];
  /** Drawn: its height / width. */
  onDrawn: (page: number, aspect: number) => void;
  onFailed: () => void;
}

export interface PdfPageSheetProps extends PageDrawing {
  page: number;
  /** The material's pages (0 while not known). */
  pages: number;
  title: string;
  /** Height / width of the page's box. */
  aspect: number;
  /** The zoom shown: the box's share of the scroll box's width. */
  zoom: number;
  /** Near the view (or the page the reader is on): drawn; else only its empty box, its canvas freed. */
  drawn: boolean;
  /** The page the reader is on: only its wait is announced (not every page's as it comes near). */
  current: boolean;
}

/**
 * One page of the reader: its box from the first paint, drawn by pdf.js while near the view.
 * Memoised: the reader renders again at every step of its start (the column measured, the
 * document open, page 1 drawn, the pages' shapes read), and a page whose props did not move
 * stays as it is.
 */
export const PdfPageSheet = memo(function PdfPageSheet({ page, pages, title, aspect, zoom, drawn, current, ...drawing }: PdfPageSheetProps) {
  return (
    <Sheet data-page={page} role="group" aria-label={pages ? `Page ${page} of ${pages}` : `Page ${page}`} style={{ aspectRatio: cssAspectRatio(aspect), width: `${zoom * 100}%` }}>
      {drawn ? <PageCanvas page={page} label={pages ? `${title}, page ${page} of ${pages}` : `${title}, preview`} announce={current} {...drawing} /> : null}
    </Sheet>
  );
});

/**
 * The page's canvas, there only while the page is drawn: drawn again at every zoom settled on
 * (the old drawing kept on screen meanwhile), its drawing stopped (pdf.js's render task
 * cancelled) and its pixels freed when it leaves.
 */
function PageCanvas({ page, label, announce, doc, drawWidth, words, onDrawn, onFailed }: PageDrawing & { page: number; label: string; announce: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawing, setDrawing] = useState(true);
  const hasDrawing = useRef(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!doc || !canvas || drawWidth === null) return;
    const draw = new AbortController();
    import('../pdf/pdfDocument.ts')
      .then(({ drawPage }) => drawPage(doc, page, canvas, drawWidth, draw.signal, { keepShown: hasDrawing.current }))
      .then((aspect) => {
        if (draw.signal.aborted) return;
        hasDrawing.current = true;
        setDrawing(false);
        onDrawn(page, aspect);
      })
      .catch(() => !draw.signal.aborted && onFailed());
    return () => draw.abort();
  }, [doc, page, drawWidth, onDrawn, onFailed]);

  // A phone's browser keeps a removed canvas's pixels until it collects it: freed at once.
  useEffect(() => {
    const canvas = canvasRef.current;
    return () => {
      if (!canvas) return;
      canvas.width = 0;
      canvas.height = 0;
    };
  }, []);

  const boxes = usePageHighlights(doc, page, words);
  const shown = drawing ? [] : boxes;
  return (
    <>
      <canvas ref={canvasRef} role="img" aria-label={label} />
      {shown.length > 0 ? (
        <Highlights aria-hidden="true" data-highlights="">
          {shown.map((box, index) => (
            <span key={index} data-highlight="" style={{ left: `${box.left * 100}%`, top: `${box.top * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` }} />
          ))}
        </Highlights>
      ) : null}
      {drawing ? (
        <Center aria-hidden={announce ? undefined : true}>
          <Spinner label="Loading the preview..." showLabel />
        </Center>
      ) : null}
    </>
  );
}

/** The searched words' boxes on `page`, found in pdf.js's text for it. */
function usePageHighlights(doc: PdfDocument | null, page: number, words: readonly string[]): HighlightBox[] {
  const [found, setFound] = useState<{ words: readonly string[]; boxes: HighlightBox[] } | null>(null);
  useEffect(() => {
    if (!doc || words.length === 0) return;
    let cancelled = false;
    Promise.resolve()
      .then(() => doc.getPage(page))
      .then((pdfPage) => pageHighlights(pdfPage, words, textMeasurer()))
      .then((boxes) => !cancelled && setFound({ words, boxes }))
      // No text to read on this page (a scan, or pdf.js failed): the page is shown unmarked.
      .catch(() => !cancelled && setFound({ words, boxes: [] }));
    return () => {
      cancelled = true;
    };
  }, [doc, page, words]);
  return found && found.words === words && words.length > 0 ? found.boxes : [];
}
