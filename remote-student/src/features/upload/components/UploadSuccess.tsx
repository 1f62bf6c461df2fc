import { Button } from '@lectern/shared-ui';
import styled from 'styled-components';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  text-align: center;

  h3 { font-size: ${({ theme }) => theme.fontSizes.xl}; color: ${({ theme }) => theme.colors.success}; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The last state: the upload is in the review queue. */
export function UploadSuccess({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Body>
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
