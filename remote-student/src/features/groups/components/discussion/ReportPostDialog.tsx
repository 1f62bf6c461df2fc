import { errorMessage, hasCode } from '@lectern/shared-api';
import { POST_MESSAGES, POST_REPORT_REASON_LABELS, POST_REPORT_REASONS, POST_REPORT_TEXT_MAX, type PostReportReason } from '@lectern/shared-api/contract';
import { useReportGroupPost } from '@lectern/shared-api/student';
import { notify } from '@lectern/shared-ui';
import { ChoiceFieldset, FormButtons, FormError, TextAreaField } from '@lectern/shared-ui/forms';
import { Modal } from '@lectern/shared-ui/modal';
import { useState } from 'react';
import { PostForm } from './formParts.tsx';

const CHOOSE_REASON = 'Choose a reason';
const REASON_OPTIONS = POST_REPORT_REASONS.map((value) => ({ value, label: POST_REPORT_REASON_LABELS[value] }));

export interface ReportPostDialogProps {
  groupId: string;
  postId: string;
  open: boolean;
  onClose: () => void;
}

/** Report a thread or reply to the moderators: one of the contract's reasons and, if wished, a few words. */
export function ReportPostDialog({ groupId, postId, open, onClose }: ReportPostDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Report this post" description="Moderators look at every report." size="sm">
      {open ? <ReportForm groupId={groupId} postId={postId} onDone={onClose} /> : null}
    </Modal>
  );
}

function ReportForm({ groupId, postId, onDone }: { groupId: string; postId: string; onDone: () => void }) {
  const report = useReportGroupPost(groupId);
  const [reason, setReason] = useState<PostReportReason | ''>('');
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (!reason) return setFailure(CHOOSE_REASON);
    setFailure(null);
    try {
      await report.mutateAsync({ postId, input: { reason, text: text.trim() ? text.trim() : null } });
      notify.success(POST_MESSAGES.reported);
      onDone();
    } catch (error) {
      setFailure(hasCode(error, 'CONFLICT') ? POST_MESSAGES.alreadyReported : errorMessage(error, 'Could not send the report. Try again.'));
    }
  };

  return (
    <PostForm
      noValidate
      aria-label="Report"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ChoiceFieldset legend="Reason" name="reason" options={REASON_OPTIONS} value={reason} onChange={setReason} />
      <TextAreaField
        label="What is wrong? (optional)"
        name="text"
        value={text}
        maxLength={POST_REPORT_TEXT_MAX}
        rows={3}
        onChange={(event) => setText(event.target.value)}
      />
      <FormError>{failure}</FormError>
      <FormButtons submitting={report.isPending} submitLabel="Send report" submittingLabel="Sending..." onCancel={onDone} />
    </PostForm>
  );
}
