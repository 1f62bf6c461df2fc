import { spreadRowCss } from '@lectern/shared-ui/rows';
import styled from 'styled-components';

/** A section's heading with its actions at the far end; on a narrow screen the actions wrap under it. */
export const SectionHeader = styled.div`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
`;
