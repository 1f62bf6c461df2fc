import { Button, Icon } from '@lectern/shared-ui';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import styled from 'styled-components';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.success}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Mark = styled.span`
  display: inline-flex;
  justify-self: center;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space.xxl};
  height: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.success};
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The last state: the upload is in the review queue. "Done" closes the dialog; "Upload another"
 * starts again at the choice of a file or a link (docs/spec-resolutions.md: the spec's "Submit"
 * read as if nothing had been sent yet).
 */
export function UploadSuccess({ onDone, onAnother }: { onDone: () => void; onAnother: () => void }) {
  return (
    <Body>
      <Mark>
        <Icon icon={CircleCheckBig} size="lg" />
      </Mark>
      <h3>Upload Received!</h3>
      <p>
        Thanks for sharing. Our reviewers check every upload within 24 hours, and we will notify you as soon as it is approved. You can
        follow it under My Uploads in your library.
      </p>
      <Actions>
        <Button block onClick={onDone}>
          Done
        </Button>
        <Button block variant="secondary" onClick={onAnother}>
          Upload another
        </Button>
      </Actions>
    </Body>
  );
}
