import { useState } from 'react';
import styled from 'styled-components';
import { MESSAGES, apiRequest, errorMessage } from '@lectern/shared-api';
import { RELEASE_MESSAGES, type ReleasePreview } from '@lectern/shared-api/contract';
import { Button } from '@lectern/shared-ui';

/** The bar's landmark name. */
export const PREVIEW_BAR_LABEL = 'Release preview';

// In the page's flow above everything else: it pushes the page down and covers nothing, and its
// Stop is the first thing the keyboard reaches.
const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.onHighlight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Stop sends DELETE /api/releases/preview (the session's cookie, as every API call) and reloads:
 * the page then comes with the current releases. Default export: loaded lazily (ReleasePreview.tsx).
 */
export default function PreviewBar({ preview, reload = () => window.location.reload() }: { preview: ReleasePreview; reload?: () => void }) {
  const [stopping, setStopping] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const stop = async () => {
    if (stopping) return;
    setStopping(true);
    setFailure(null);
    try {
      await apiRequest<null>('/releases/preview', { method: 'DELETE' });
      reload();
    } catch (error) {
      setFailure(errorMessage(error, MESSAGES.somethingWentWrong));
      setStopping(false);
    }
  };

  return (
    <Bar aria-label={PREVIEW_BAR_LABEL}>
      <p>{RELEASE_MESSAGES.previewing(preview.remote, preview.release)}</p>
      {/* aria-disabled, not disabled: the button keeps the keyboard's focus while the request runs. */}
      <Button size="sm" variant="secondary" onClick={() => void stop()} aria-disabled={stopping}>
        {RELEASE_MESSAGES.stopPreview}
      </Button>
      {failure && <p role="alert">{failure}</p>}
    </Bar>
  );
}
