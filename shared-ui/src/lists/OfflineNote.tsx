import WifiOff from 'lucide-react/icons/wifi-off';
import styled from 'styled-components';
import { Icon } from '../primitives/Icon.tsx';

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** "14:05" today, "25 Nov, 14:05" before: when the shown answer arrived. */
export function formatSeenAt(at: number, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay ? time.format(at) : `${day.format(at)}, ${time.format(at)}`;
}

export const OFFLINE_TEXTS = {
  showingSeen: (at: number) => `Offline: showing what you saw at ${formatSeenAt(at)}`,
  /** The browser says it is online, but Lectern did not answer. */
  unreachableSeen: (at: number) => `Lectern cannot be reached: showing what you saw at ${formatSeenAt(at)}`,
  waiting: 'You are offline. This shows once you are back online.',
} as const;

/** Said above a list whose answer is from before the connection went. */
export function OfflineNote({ children }: { children: string }) {
  return (
    <Note role="status">
      <Icon icon={WifiOff} size="sm" />
      {children}
    </Note>
  );
}
