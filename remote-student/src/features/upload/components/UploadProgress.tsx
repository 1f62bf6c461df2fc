import { Spinner } from '@lectern/shared-ui';
import styled from 'styled-components';

const Cover = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  border-radius: inherit;
  background: rgba(255, 255, 255, 0.92);
`;

const Percent = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

/** Covers the upload dialog while the file travels: a spinner and the percent sent. */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <Cover>
      <Spinner size={40} label="Uploading" />
      <Percent role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        {percent}%
      </Percent>
    </Cover>
  );
}
