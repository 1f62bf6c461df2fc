import { errorMessage } from '@lectern/shared-api';
import { SESSION_MESSAGES, type StudySession } from '@lectern/shared-api/contract';
import { useCancelSession } from '@lectern/shared-api/student';
import { Button, notify, VisuallyHidden } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { useState } from 'react';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const CANCEL_FAILED = 'The session could not be cancelled. Try again.';

/**
 * Cancel session (its creator or the group's owner), after a question. The question's buttons
 * are "Keep it" and "Cancel session": a plain "Cancel" there would read both ways.
 */
export function CancelSessionButton({ session, onCancelled }: { session: StudySession; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSession(session.groupId);
  // A promise, not mutate's callbacks: the refreshed list may unmount this button first, and
  // callbacks never run once unmounted.
  const confirm = async () => {
    try {
      await cancel.mutateAsync(session.id);
      notify.success(SESSION_MESSAGES.cancelled);
      setOpen(false);
      // The button that had focus is gone with its session: focus goes somewhere that stays.
      onCancelled();
    } catch (error) {
      notify.error(errorMessage(error, CANCEL_FAILED));
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setOpen(true)}>
        Cancel session<VisuallyHidden> {session.title}</VisuallyHidden>
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Cancel ${session.title}?`} dismissible={!cancel.isPending} size="sm">
        <p>The session is removed from the group and from its members&apos; dashboards.</p>
        <Buttons>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={cancel.isPending}>
            Keep it
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
            Cancel session
          </Button>
        </Buttons>
      </Modal>
    </>
  );
}
