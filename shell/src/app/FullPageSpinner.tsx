import styled from 'styled-components';
import { Spinner } from '@lectern/shared-ui';

const Centre = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
  gap: 0.75rem;
`;

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Centre>
      <Spinner label={label} showLabel size={28} />
    </Centre>
  );
}
