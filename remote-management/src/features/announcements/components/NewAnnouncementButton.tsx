import { ANNOUNCEMENT_MESSAGES } from '@lectern/shared-api/contract';
import { useSubmitAnnouncement } from '@lectern/shared-api/management';
import { Button, Icon, notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { AnnouncementForm } from './AnnouncementForm.tsx';

/**
 * 'New announcement' and its dialog (staff). What is sent waits in Adverts Review, whose list
 * and counts the submit refreshes. Closing the dialog forgets the form (the Modal renders afresh).
 */
export function NewAnnouncementButton() {
  const [open, setOpen] = useState(false);
  const submit = useSubmitAnnouncement();
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Icon icon={Plus} size="sm" />
        New announcement
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="New announcement"
        description="An admin approves it before it shows on students' dashboards."
        size="lg"
        closeLabel="Close the announcement form"
        dismissible={!submit.isPending}
      >
        <AnnouncementForm
          submit={(input) => submit.mutateAsync(input)}
          onCancel={() => setOpen(false)}
          onSent={() => {
            notify.success(ANNOUNCEMENT_MESSAGES.submitted, { title: 'Success' });
            setOpen(false);
          }}
        />
      </Modal>
    </>
  );
}
