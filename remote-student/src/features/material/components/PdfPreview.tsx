import { Button } from '@lectern/shared-ui';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { pagesToDraw } from '../pdf/pageInView.ts';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { pdfSource } from '../pdf/pdfSource.ts';
import { searchWords } from '../pdf/searchWords.ts';
import { Center, PdfPageSheet } from './PdfPageSheet.tsx';
import { PdfTextView } from './PdfTextView.tsx';
import { ReaderBar, ReaderToolbar, type ReaderView } from './ReaderToolbar.tsx';
import { useFullScreen } from './useFullScreen.ts';
import { useIdleAfter } from './useIdleAfter.ts';
import { useNearPages } from './useNearPages.ts';
import { usePageScroll, PAGE_GAP } from './usePageScroll.ts';
import { usePageShapes } from './usePageShapes.ts';
import { usePdfZoom } from './usePdfZoom.ts';

/**
 * The reader: its controls, then the pages (or the text). Full screen, it is what fills the
 * screen, the pages' box taking the height the controls leave.
 */
const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  &:fullscreen,
  &[data-overlay] {
    display: flex;
    flex-direction: column;
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
 * The scroll box the pages stand in, one under another: as wide as the column, and at most about
 * the screen's height less the controls, so the controls stay in view on a laptop and what is
 * below the reader stays a short scroll away; full screen, the rest of the screen. A page zoomed
 * wider than it scrolls sideways here. Touch pans it; a pinch zooms the pages (`touch-action`
 * keeps the browser from zooming the whole site instead). Its own scroll keeps the page in view
 * (`usePageScroll`), so the browser's scroll anchoring is off.
 */
const Frame = styled.div`
  min-width: 0;
  max-height: clamp(18rem, calc(100vh - 10rem), 80vh);
  max-height: clamp(18rem, calc(100dvh - 10rem), 80dvh);
  /* Below md the app's bar covers the screen's bottom: the box ends above it. */
  ${({ theme }) => theme.media.belowMd} {
    max-height: clamp(16rem, calc(100vh - 14rem), 80vh);
    max-height: clamp(16rem, calc(100dvh - 14rem), 80dvh);
  }
  overflow: auto;
  overflow-anchor: none;
  padding-bottom: ${PAGE_GAP}px;
  touch-action: pan-x pan-y;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  :fullscreen > &,
  [data-overlay] > & {
    flex: 1 1 0;
    min-height: 0;
    max-height: none;
  }
  &[hidden] {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The box the reason a preview failed stands in: its message's height, no more. */
const FailedBox = styled.div`
  position: relative;
  min-height: 12rem;
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

/** Drawn canvases at most at once: a cheap phone's memory holds a handful of pages, not a book. */
const MAX_DRAWN_PAGES = 6;

/**
 * A PDF read in the page with pdf.js, its pages one under another in a scroll box, from the
 * inline file call (allowed even for View Only materials), or, for a material kept offline
 * (`materialId`), from the copy on this device, with no network. Each page's box stands from the
 * first paint (page 1's shape from the server); a page is drawn when it comes near the view and
 * its canvas freed when it goes far. The counter follows the page most in view; Previous / Next
 * scroll to a page. Fit to width by default; Zoom in / Zoom out, a pinch, ctrl + wheel and the
 * + / - / 0 keys zoom, and the pages are drawn again by pdf.js at the zoom reached (never a
 * stretched picture), the page the reader is on kept in view; Full screen; and the text view,
 * the material's text read out of its pages. pdf.js is fetched only when this mounts. Opened
 * from a search result, it starts at `initialPage` and marks the `search`'s words: boxes over the
 * drawn pages (from pdf.js's text for each) and `<mark>` in the text view, with a line above
 * saying so and Clear.
 */
export function PdfPreview({ src, title, materialId, pages: knownPages, pageAspect, initialPage = 1, search }: PdfPreviewProps) {
  const regionRef = useRef<HTMLElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>({ name: 'loading' });
  const [view, setView] = useState<ReaderView>('pages');
  // The column's width in CSS px (0 until measured): the page's width at 100 %.
  const [fitWidth, setFitWidth] = useState(0);
  const [firstDrawn, setFirstDrawn] = useState(false);
  const { zoom, shownZoom, zoomTo, zoomKey, touch } = usePdfZoom(frameRef);
  const fullScreen = useFullScreen(regionRef);
  const doc = state.name === 'ready' ? state.doc : null;
  // The rest (the pages near the one opened at, every page's own shape) waits until the page is
  // idle after that page is drawn, so it never competes with the page's start or that drawing.
  const restMayStart = useIdleAfter(firstDrawn);
  const { aspectOf, noteShape } = usePageShapes(doc, pageAspect, restMayStart);

  const ready = state.name === 'ready';
  const failed = state.name === 'failed';
  const openPages = doc ? doc.numPages : 0;
  const pagerPages = doc ? openPages : (knownPages ?? 0);
  const sheetCount = failed ? 0 : Math.max(1, pagerPages);
  const showPages = view === 'pages';
  const { page, goTo } = usePageScroll(frameRef, sheetCount, Math.max(1, Math.floor(initialPage)), [shownZoom, fitWidth, sheetCount, showPages, fullScreen.on], aspectOf);
  const near = useNearPages(frameRef, sheetCount);
  // The page opened at is drawn alone first: the pages near it wait, so they never slow its paint.
  const drawn = restMayStart ? pagesToDraw(near, page, MAX_DRAWN_PAGES) : new Set([page]);

  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | undefined;
    Promise.all([import('../pdf/pdfDocument.ts'), pdfSource(src, materialId)])
      .then(([{ openPdf }, source]) => openPdf(source))
      .then((doc) => {
        opened = doc;
        if (cancelled) void doc.destroy();
        else setState({ name: 'ready', doc });
      })
      .catch(() => !cancelled && setState({ name: 'failed' }));
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
  }, [src, materialId]);

  // A link's page past the document's end (the file changed since it was counted) opens page 1.
  useEffect(() => {
    if (openPages > 0 && page > openPages) goTo(1);
  }, [openPages, page, goTo]);

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
  const drawWidth = measured ? Math.round((fitWidth || 800) * zoom) : null;

  // The drawn page's spinner comes off in a render of its own, at once; what follows from it (the
  // rest allowed to start) renders after, in slices the browser can paint and answer input between.
  const onDrawn = useCallback(
    (drawnPage: number, aspect: number) => {
      noteShape(drawnPage, aspect);
      startTransition(() => setFirstDrawn(true));
    },
    [noteShape],
  );
  const onFailed = useCallback(() => setState({ name: 'failed' }), []);

  const query = search?.query ?? '';
  const words = useMemo(() => searchWords(query), [query]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (view !== 'pages' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (zoomKey(event.key)) event.preventDefault();
  };

  const marking = words.length > 0 && !failed;
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
          onPage={goTo}
          zoom={zoom}
          shownZoom={shownZoom}
          onZoom={zoomTo}
          fullScreen={fullScreen}
        />
      )}
      <Frame ref={frameRef} hidden={!showPages} role="group" aria-label="Page" tabIndex={failed ? undefined : 0} {...touch}>
        {failed ? (
          <FailedBox>
            <Center>
              <p role="alert">The preview could not be shown. The details are below.</p>
            </Center>
          </FailedBox>
        ) : (
          Array.from({ length: sheetCount }, (_, index) => {
            const number = index + 1;
            const isDrawn = drawn.has(number);
            // A page not drawn is given nothing to draw with: as the document opens, the column is
            // measured or words are marked, only the pages drawn render again, not a whole book's boxes.
            return (
              <PdfPageSheet
                key={number}
                page={number}
                pages={openPages}
                title={title}
                aspect={aspectOf(number)}
                zoom={shownZoom}
                drawn={isDrawn}
                current={page === number}
                doc={isDrawn ? doc : null}
                drawWidth={isDrawn ? drawWidth : null}
                words={isDrawn && marking ? words : NO_WORDS}
                onDrawn={onDrawn}
                onFailed={onFailed}
              />
            );
          })
        )}
      </Frame>
      {!showPages && materialId ? <PdfTextView materialId={materialId} words={words} onShowPages={() => setView('pages')} /> : null}
    </Region>
  );
}

const NO_WORDS: readonly string[] = [];
