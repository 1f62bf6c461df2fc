import { Button, Spinner } from '@lectern/shared-ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { PdfDocument } from '../pdf/pdfDocument.ts';
import { pdfSource } from '../pdf/pdfSource.ts';

const Region = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Frame = styled.div`
  position: relative;
  min-height: 12rem;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  canvas { display: block; width: 100%; background: #fff; }
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

type State = { name: 'loading' } | { name: 'ready'; doc: PdfDocument } | { name: 'failed' };

/**
 * A PDF drawn in the page with pdf.js, one page at a time, from the inline file call
 * (allowed even for View Only materials), or, for a material kept offline (`materialId`), from
 * the copy on this device, with no network. pdf.js is fetched only when this mounts.
 */
export function PdfPreview({ src, title, materialId }: { src: string; title: string; materialId?: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>({ name: 'loading' });
  const [page, setPage] = useState(1);
  const [drawing, setDrawing] = useState(true);

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
    let cancelled = false;
    const canvas = canvasRef.current;
    setDrawing(true);
    import('../pdf/pdfDocument.ts')
      .then(({ drawPage }) => drawPage(state.doc, page, canvas, canvas.parentElement?.clientWidth || 800))
      .then(() => !cancelled && setDrawing(false))
      .catch(() => !cancelled && setState({ name: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [state, page]);

  const pages = state.name === 'ready' ? state.doc.numPages : 0;
  return (
    <Region aria-label="Preview">
      <Frame>
        <canvas ref={canvasRef} role="img" aria-label={pages ? `${title}, page ${page} of ${pages}` : `${title}, preview`} hidden={state.name === 'failed'} />
        {state.name === 'loading' || (state.name === 'ready' && drawing) ? (
          <Center>
            <Spinner label="Loading the preview..." showLabel />
          </Center>
        ) : null}
        {state.name === 'failed' ? (
          <Center>
            <p role="alert">The preview could not be shown. The details are below.</p>
          </Center>
        ) : null}
      </Frame>
      {pages > 1 ? (
        <Pager>
          <Button size="sm" variant="secondary" onClick={() => setPage(page - 1)} disabled={page <= 1}>
            Previous page
          </Button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="secondary" onClick={() => setPage(page + 1)} disabled={page >= pages}>
            Next page
          </Button>
        </Pager>
      ) : null}
    </Region>
  );
}
