import { MODERATOR_APPLICATION_MESSAGES, type ModeratorApplication, type SessionUser } from '@lectern/shared-api/contract';
import { refreshSessionUser, useMyModeratorApplication } from '@lectern/shared-api/student';
import { Spinner } from '@lectern/shared-ui';
import { QueryView } from '@lectern/shared-ui/lists';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDay } from '../../../components/formatDay.ts';
import { ModeratorApplicationForm } from './ModeratorApplicationForm.tsx';
import { SettingsSection } from './SettingsSection.tsx';

const Status = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;

  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  p + p { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

/** Waiting for an admin; focused when it replaces the form just sent, so the change is heard. */
function PendingStatus({ application, focus }: { application: ModeratorApplication; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Status ref={ref} tabIndex={-1}>
      <p>{MODERATOR_APPLICATION_MESSAGES.pending}</p>
      <p>
        Sent on <time dateTime={application.createdAt}>{formatDay(application.createdAt)}</time> for {application.department.name},{' '}
        {application.level} Level.
      </p>
    </Status>
  );
}

/**
 * Approved while this session still says student: the server changed the role, so the
 * person is read again; the page then hides this section and the sidebar gains Management.
 */
function ApprovedStatus() {
  useEffect(() => {
    refreshSessionUser().catch(() => undefined);
  }, []);
  return (
    <Status>
      <h3>{MODERATOR_APPLICATION_MESSAGES.approvedTitle}</h3>
      <p>{MODERATOR_APPLICATION_MESSAGES.approvedBody}</p>
    </Status>
  );
}

function RejectedStatus({ application }: { application: ModeratorApplication }) {
  return (
    <Status>
      <h3>{MODERATOR_APPLICATION_MESSAGES.rejectedTitle}</h3>
      <p>{MODERATOR_APPLICATION_MESSAGES.rejectedBody(application.reviewComment)}</p>
      <p>You can apply again below.</p>
    </Status>
  );
}

function ApplicationBody({ user }: { user: SessionUser }) {
  const mine = useMyModeratorApplication();
  const [justSent, setJustSent] = useState(false);

  return (
    <QueryView query={mine} loading={<Spinner label="Loading your application..." showLabel />} failed="Could not load your application.">
      {(application) => <ApplicationStatus application={application} user={user} justSent={justSent} onSent={() => setJustSent(true)} />}
    </QueryView>
  );
}

function ApplicationStatus({ application, user, justSent, onSent }: { application: ModeratorApplication | null; user: SessionUser; justSent: boolean; onSent: () => void }) {
  if (application?.reviewStatus === 'pending') return <PendingStatus application={application} focus={justSent} />;
  if (application?.reviewStatus === 'approved') return <ApprovedStatus />;
  return (
    <>
      {application?.reviewStatus === 'rejected' ? <RejectedStatus application={application} /> : null}
      <ModeratorApplicationForm user={user} onSent={onSent} />
    </>
  );
}

/** Settings' "Become a moderator": students only; staff already are one. */
export function ModeratorApplicationSection({ user }: { user: SessionUser }) {
  if (user.role !== 'student') return null;
  return (
    <SettingsSection title={MODERATOR_APPLICATION_MESSAGES.heading} intro={MODERATOR_APPLICATION_MESSAGES.intro}>
      <ApplicationBody user={user} />
    </SettingsSection>
  );
}
