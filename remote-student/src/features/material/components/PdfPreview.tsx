import { Button, HiddenOnPhone, Icon, Spinner } from '@lectern/shared-ui';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { cssAspectRatio, reservedAspect } from '../pdf/pageShape.ts';
import { pdfSource } from '../pdf/pdfSource.ts';

const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The page's box, its height set by its `aspect-ratio` (inline: the same markup on the server and
 * in the browser) from the first paint; the canvas fills it and fits the page into it, so drawing
 * moves nothing.
 */
const Frame = styled.div`
  position: relative;
  min-height: 12rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  canvas {
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
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
`;

const Pager = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** "Page 1 of 2" on one line: on a phone the buttons give up their words for it (HiddenOnPhone). */
const PageStatus = styled.span`
  white-space: nowrap;
`;

type State = { name: 'loading' } | { name: 'ready'; doc: PdfDocument } | { name: 'failed' };

export interface PdfPreviewProps {
  src: string;
  title: string;
  /** A material kept offline is read from this device's copy. */
  materialId?: string;
  /** Pages as the server counted them: the pager is there from the first paint. */
  pages?: number | null;
  /** Page 1's height / width as the server measured it (null: A4 portrait): the box reserved. */
  pageAspect?: number | null;
}

/**
 * A PDF drawn in the page with pdf.js, one page at a time, from the inline file call
 * (allowed even for View Only materials), or, for a material kept offline (`materialId`), from
 * the copy on this device, with no network. pdf.js is fetched only when this mounts; until it
 * has drawn, page 1's box and the pager (its buttons disabled) already stand where they will be.
 */
export function PdfPreview({ src, title, materialId, pages: knownPages, pageAspect }: PdfPreviewProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>({ name: 'loading' });
  const [page, setPage] = useState(1);
  const [drawing, setDrawing] = useState(true);
  // A page the reader turned to takes its own shape (the move follows their click); page 1 keeps the reserved box.
  const [turnedAspect, setTurnedAspect] = useState<number | null>(null);

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

  useEffect(() => {
    if (state.name !== 'ready' || !canvasRef.current) return;
    // Aborted when the reader turns the page (or leaves): that drawing stops and frees the canvas.
    const draw = new AbortController();
    const canvas = canvasRef.current;
    setDrawing(true);
    import('../pdf/pdfDocument.ts')
      .then(({ drawPage }) => drawPage(state.doc, page, canvas, canvas.parentElement?.clientWidth || 800, draw.signal))
      .then((aspect) => {
        if (draw.signal.aborted) return;
        setTurnedAspect(page === 1 ? null : reservedAspect(aspect));
        setDrawing(false);
      })
      .catch(() => !draw.signal.aborted && setState({ name: 'failed' }));
    return () => draw.abort();
  }, [state, page]);

  const ready = state.name === 'ready';
  const failed = state.name === 'failed';
  const openPages = ready ? state.doc.numPages : 0;
  const pagerPages = ready ? openPages : (knownPages ?? 0);
  // A preview that failed keeps only its message's height.
  const box = failed ? undefined : { aspectRatio: cssAspectRatio(turnedAspect ?? reservedAspect(pageAspect)) };
  return (
    <Region aria-label="Preview">
      <Frame style={box}>
        <canvas ref={canvasRef} role="img" aria-label={openPages ? `${title}, page ${page} of ${openPages}` : `${title}, preview`} hidden={failed} />
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
      </Frame>
      {!failed && pagerPages > 1 ? (
        <Pager>
          <Button size="sm" variant="secondary" onClick={() => setPage(page - 1)} disabled={!ready || page <= 1}>
            <Icon icon={ChevronLeft} />
            <HiddenOnPhone>Previous page</HiddenOnPhone>
          </Button>
          <PageStatus aria-live="polite">
            Page {page} of {pagerPages}
          </PageStatus>
          <Button size="sm" variant="secondary" onClick={() => setPage(page + 1)} disabled={!ready || page >= pagerPages}>
            <HiddenOnPhone>Next page</HiddenOnPhone>
            <Icon icon={ChevronRight} />
          </Button>
        </Pager>
      ) : null}
    </Region>
  );
}
