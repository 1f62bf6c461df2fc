import { useSession } from '@lectern/shared-api';
import { Spinner } from '@lectern/shared-ui';
import styled from 'styled-components';
import { MessagingSection } from './MessagingSection.tsx';
import { ModeratorApplicationSection } from './ModeratorApplicationSection.tsx';
import { PasswordSettingsForm } from './PasswordSettingsForm.tsx';
import { ProfileSettingsForm } from './ProfileSettingsForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 720px;

  h1 { font-size: ${({ theme }) => theme.fontSizes.xl}; }
`;

const Account = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** /dashboard/settings: the person's profile and password, and for students an application to moderate. */
export function SettingsPage() {
  const { user } = useSession();
  if (!user) return <Spinner label="Loading your settings..." showLabel />;
  return (
    <Page>
      <div>
        <h1>Settings</h1>
        <Account>
          Signed in as {user.firstName} {user.lastName} ({user.email})
        </Account>
      </div>
      <SettingsSection title="Profile" intro="What you study shapes the courses and materials we recommend.">
        {/* Keyed by the person, so a new session starts the form from its own values. */}
        <ProfileSettingsForm key={user.id} user={user} />
      </SettingsSection>
      <SettingsSection title="Password" intro="Changing it signs you out on your other devices.">
        <PasswordSettingsForm />
      </SettingsSection>
      <MessagingSection />
      <ModeratorApplicationSection key={user.id} user={user} />
    </Page>
  );
}

export default SettingsPage;
