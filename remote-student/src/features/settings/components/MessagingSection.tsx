import { MESSAGING_MESSAGES } from '@lectern/shared-api/contract';
import { useMessagingConnections } from '@lectern/shared-api/student';
import { Spinner } from '@lectern/shared-ui';
import { QueryView } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { MessagingChannelRow } from './MessagingChannelRow.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** Settings' "Messaging apps": each channel the bot answers on, linked to this account or not. */
export function MessagingSection() {
  const connections = useMessagingConnections();
  return (
    <SettingsSection title={MESSAGING_MESSAGES.heading} intro={MESSAGING_MESSAGES.intro}>
      <QueryView query={connections} loading={<Spinner label={MESSAGING_MESSAGES.loading} showLabel />} failed={MESSAGING_MESSAGES.loadFailed}>
        {(list) => (
          <Rows>
            {list.map((connection) => (
              <MessagingChannelRow key={connection.channel} connection={connection} />
            ))}
          </Rows>
        )}
      </QueryView>
    </SettingsSection>
  );
}
