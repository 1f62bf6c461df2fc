import styled from 'styled-components';
import { useSession } from '@lectern/shared-api';

/** Shown while the session is the last one this browser saw: the server could not be reached. */
export const OFFLINE_NOTICE = 'You are offline. Libraries and the materials kept on this device still open; the rest needs a connection.';

const Bar = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.inverseSurface};
  color: ${({ theme }) => theme.colors.inverseText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
  overflow-wrap: anywhere;
`;

export function OfflineNotice() {
  const { offline, status } = useSession();
  if (!offline || status !== 'signedIn') return null;
  return <Bar role="status">{OFFLINE_NOTICE}</Bar>;
}
