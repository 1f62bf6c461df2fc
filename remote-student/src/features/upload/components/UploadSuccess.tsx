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

/** The last state: the upload is in the review queue. */
export function UploadSuccess({ onSubmit }: { onSubmit: () => void }) {
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
      <Button block onClick={onSubmit}>
        Submit
      </Button>
    </Body>
  );
}
