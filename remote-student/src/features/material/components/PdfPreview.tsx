import { Button, Spinner } from '@lectern/shared-ui';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { cssAspectRatio, reservedAspect } from '../pdf/pageShape.ts';
import { pdfSource } from '../pdf/pdfSource.ts';
import { textMeasurer } from '../pdf/measureText.ts';
import { searchWords } from '../pdf/searchWords.ts';
import { pageHighlights, type HighlightBox } from '../pdf/textHighlights.ts';
import { PdfTextView } from './PdfTextView.tsx';
import { ReaderBar, ReaderToolbar, type ReaderView } from './ReaderToolbar.tsx';
import { usePdfZoom } from './usePdfZoom.ts';
import { useFullScreen } from './useFullScreen.ts';

/** The reader: its controls, then the page (or the text). Full screen, it is what fills the screen. */
const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  &:fullscreen,
  &[data-overlay] {
    align-content: start;
    overflow: auto;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.background};
  }
  &[data-overlay] {
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.zIndex.popover};
    overscroll-behavior: contain;
  }
  ${({ theme }) => theme.media.belowSm} {
    &:fullscreen,
    &[data-overlay] {
      padding: ${({ theme }) => theme.space.sm};
    }
  }
`;

/**
 * The scroll box the page sits in: as wide as the column; a page zoomed wider than it scrolls
 * sideways here, and the box grows as tall as the page. Touch pans it; a pinch zooms the page
 * (`touch-action` keeps the browser from zooming the whole site instead).
 */
const Frame = styled.div`
  min-width: 0;
  overflow-x: auto;
  overflow-y: hidden;
  touch-action: pan-x pan-y;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * The page's box, its height set by its `aspect-ratio` (inline: the same markup on the server and
 * in the browser) from the first paint, its width the zoom's share of the column; the canvas fills
 * it, so drawing moves nothing.
 */
const Sheet = styled.div`
  position: relative;
  min-height: 12rem;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};

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

/** "Showing “kirchhoff” on page 3" and Clear, above the reader while searched words are marked. */
const SearchLine = styled(ReaderBar)`
  border-left: 4px solid ${({ theme }) => theme.colors.highlight};
  p {
    flex: 1 1 12rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Center = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

type State = { name: 'loading' } | { name: 'ready'; doc: PdfDocument } | { name: 'failed' };

export interface PdfPreviewProps {
  src: string;
  title: string;
  /** A material kept offline is read from this device's copy; the text view reads the material's text. */
  materialId?: string;
  /** Pages as the server counted them: the pager is there from the first paint. */
  pages?: number | null;
  /** Page 1's height / width as the server measured it (null: A4 portrait): the box reserved. */
  pageAspect?: number | null;
  /** The page to open at (a page past the document's end opens page 1). */
  initialPage?: number;
  /** Words a search found in the material: marked on the pages and in the text, until cleared. */
  search?: PdfSearch;
}

export interface PdfSearch {
  /** The search as typed. */
  query: string;
  /** Stop marking the words (the page that opened the reader forgets them). */
  onClear: () => void;
}

/**
 * A PDF read in the page with pdf.js, one page at a time, from the inline file call (allowed even
 * for View Only materials), or, for a material kept offline (`materialId`), from the copy on this
 * device, with no network. Fit to width by default; Zoom in / Zoom out, a pinch, ctrl + wheel and
 * the + / - / 0 keys zoom, and the page is drawn again by pdf.js at the zoom reached (never a
 * stretched picture); Full screen; and the text view, the material's text read out of its pages.
 * pdf.js is fetched only when this mounts; until it has drawn, page 1's box and the controls
 * (waiting for the document) already stand where they will be. Opened from a search result, it
 * starts at `initialPage` and marks the `search`'s words: boxes over the drawn page (from pdf.js's
 * text for that page) and `<mark>` in the text view, with a line above saying so and Clear.
 */
export function PdfPreview({ src, title, materialId, pages: knownPages, pageAspect, initialPage = 1, search }: PdfPreviewProps) {
  const regionRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>({ name: 'loading' });
  const [page, setPage] = useState(() => Math.max(1, Math.floor(initialPage)));
  const [drawing, setDrawing] = useState(true);
  // A page the reader turned to takes its own shape (the move follows their click); page 1 keeps the reserved box.
  const [turnedAspect, setTurnedAspect] = useState<number | null>(null);
  const [view, setView] = useState<ReaderView>('pages');
  // The column's width in CSS px (0 until measured): the page's width at 100 %.
  const [fitWidth, setFitWidth] = useState(0);
  const drawnPage = useRef(0);
  const { zoom, shownZoom, zoomTo, zoomKey, touch } = usePdfZoom(frameRef);
  const fullScreen = useFullScreen(regionRef);

  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | undefined;
    Promise.all([import('../pdf/pdfDocument.ts'), pdfSource(src, materialId)])
      .then(([{ openPdf }, source]) => openPdf(source))
      .then((doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else {
          // A link's page past the document's end (the file changed since it was counted) opens page 1.
          setPage((asked) => (asked > doc.numPages ? 1 : asked));
          setState({ name: 'ready', doc });
        }
      })
      .catch(() => !cancelled && setState({ name: 'failed' }));
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [src, materialId]);

  // The column's width: measured, and again when it changes (a phone turned, full screen, a window resized).
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (frame.clientWidth > 0) setFitWidth(frame.clientWidth);
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  const measured = fitWidth > 0 || typeof ResizeObserver === 'undefined';
  const drawWidth = Math.round((fitWidth || 800) * zoom);

  useEffect(() => {
    if (state.name !== 'ready' || !canvasRef.current || !measured) return;
    // Aborted when the reader turns the page, zooms again (or leaves): that drawing stops and frees the canvas.
    const draw = new AbortController();
    const canvas = canvasRef.current;
    // The same page at another zoom keeps showing until its new drawing is ready: no spinner, no blank.
    const samePage = drawnPage.current === page;
    if (!samePage) setDrawing(true);
    import('../pdf/pdfDocument.ts')
      .then(({ drawPage }) => drawPage(state.doc, page, canvas, drawWidth, draw.signal, { keepShown: samePage }))
      .then((aspect) => {
        if (draw.signal.aborted) return;
        drawnPage.current = page;
        setTurnedAspect(page === 1 ? null : reservedAspect(aspect));
        setDrawing(false);
      })
      .catch(() => !draw.signal.aborted && setState({ name: 'failed' }));
    return () => draw.abort();
  }, [state, page, drawWidth, measured]);

  // The searched words' boxes on the page shown, found in pdf.js's text for that page.
  const query = search?.query ?? '';
  const words = useMemo(() => searchWords(query), [query]);
  const [highlights, setHighlights] = useState<{ page: number; words: readonly string[]; boxes: HighlightBox[] } | null>(null);
  useEffect(() => {
    if (state.name !== 'ready' || words.length === 0) return;
    let cancelled = false;
    const doc = state.doc;
    Promise.resolve()
      .then(() => doc.getPage(page))
      .then((pdfPage) => pageHighlights(pdfPage, words, textMeasurer()))
      .then((boxes) => !cancelled && setHighlights({ page, words, boxes }))
      // No text to read on this page (a scan, or pdf.js failed): the page is shown unmarked.
      .catch(() => !cancelled && setHighlights({ page, words, boxes: [] }));
    return () => {
      cancelled = true;
    };
  }, [state, page, words]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (view !== 'pages' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (zoomKey(event.key)) event.preventDefault();
  };

  const ready = state.name === 'ready';
  const failed = state.name === 'failed';
  const openPages = ready ? state.doc.numPages : 0;
  const pagerPages = ready ? openPages : (knownPages ?? 0);
  const showPages = view === 'pages';
  // A preview that failed keeps only its message's height.
  const box = failed ? undefined : { aspectRatio: cssAspectRatio(turnedAspect ?? reservedAspect(pageAspect)), width: `${shownZoom * 100}%` };
  const marking = words.length > 0 && !failed;
  const boxes = marking && ready && !drawing && highlights?.page === page && highlights.words === words ? highlights.boxes : [];
  return (
    <Region ref={regionRef} aria-label="Preview" data-overlay={fullScreen.overlay ? '' : undefined} onKeyDown={onKeyDown}>
      {marking && search ? (
        <SearchLine>
          <p role="status">
            Showing “{search.query}” {showPages ? `on page ${page}` : 'in the text'}
          </p>
          <Button size="sm" variant="secondary" onClick={search.onClear}>
            Clear
          </Button>
        </SearchLine>
      ) : null}
      {failed ? null : (
        <ReaderToolbar
          canShowText={Boolean(materialId)}
          view={view}
          onView={setView}
          page={page}
          pages={pagerPages}
          ready={ready}
          onPage={setPage}
          zoom={zoom}
          shownZoom={shownZoom}
          onZoom={zoomTo}
          fullScreen={fullScreen}
        />
      )}
      <Frame
        ref={frameRef}
        hidden={!showPages}
        role="group"
        aria-label="Page"
        tabIndex={failed ? undefined : 0}
        {...touch}
      >
        <Sheet style={box}>
          <canvas ref={canvasRef} role="img" aria-label={openPages ? `${title}, page ${page} of ${openPages}` : `${title}, preview`} hidden={failed} />
          {boxes.length > 0 ? (
            <Highlights aria-hidden="true" data-highlights="">
              {boxes.map((box, index) => (
                <span
                  key={index}
                  data-highlight=""
                  style={{ left: `${box.left * 100}%`, top: `${box.top * 100}%`, width: `${box.width * 100}%`, height: `${box.height * 100}%` }}
                />
              ))}
            </Highlights>
          ) : null}
          {state.name === 'loading' || (ready && drawing) ? (
            <Center>
              <Spinner label="Loading the preview..." showLabel />
            </Center>
          ) : null}
          {failed ? (
            <Center>
              <p role="alert">The preview could not be shown. The details are below.</p>
            </Center>
          ) : null}
        </Sheet>
      </Frame>
      {!showPages && materialId ? <PdfTextView materialId={materialId} words={words} onShowPages={() => setView('pages')} /> : null}
    </Region>
  );
}
