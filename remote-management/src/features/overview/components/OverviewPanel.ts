import styled from 'styled-components';

/** One bordered panel of the overview (Recent Activity, Most asked for, ...). */
export const OverviewPanel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;
