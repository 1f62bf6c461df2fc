import { errorMessage, hasCode, type ReportReason } from '@lectern/shared-api';
import { MATERIAL_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TEXT_MAX } from '@lectern/shared-api/contract';
import { useReportMaterial } from '@lectern/shared-api/student';
import { reportSchema } from '@lectern/shared-api/forms';
import { Button, notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { ChoiceFieldset, fieldProps, FormActions as Actions, FormError, FormStack as Form, TextAreaField, useServerForm } from '@lectern/shared-ui/forms';

const REASON_OPTIONS = REPORT_REASONS.map((value) => ({ value, label: REPORT_REASON_LABELS[value] }));

interface ReportValues {
  reason: ReportReason | '';
  text: string;
}

const EMPTY: ReportValues = { reason: '', text: '' };

export interface ReportDialogProps {
  materialId: string;
  open: boolean;
  onClose: () => void;
}

/** Report a material: one of the contract's reasons, with the person's own words for Other. */
export function ReportDialog({ materialId, open, onClose }: ReportDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Report this material" description="Tell staff what is wrong. They review every report.">
      {open ? <ReportForm materialId={materialId} onDone={onClose} /> : null}
    </Modal>
  );
}

function ReportForm({ materialId, onDone }: { materialId: string; onDone: () => void }) {
  const report = useReportMaterial(materialId);
  const { form, failure, formProps } = useServerForm({
    initialValues: EMPTY,
    validationSchema: reportSchema,
    validateOnBlur: true,
    submit: ({ reason, text }: ReportValues) => report.mutateAsync({ reason: reason as ReportReason, ...(text.trim() ? { text: text.trim() } : {}) }),
    onDone: () => {
      notify.success(MATERIAL_MESSAGES.reportSent);
      onDone();
    },
    serverFields: { reason: 'reason', text: 'text' },
    failureMessage: (error) => (hasCode(error, 'CONFLICT') ? MATERIAL_MESSAGES.reportAlreadyOpen : errorMessage(error, MATERIAL_MESSAGES.reportFailed)),
  });
  const reasonError = form.touched.reason ? form.errors.reason : undefined;

  return (
    <Form {...formProps} aria-label="Report">
      <FormError>{failure}</FormError>
      <ChoiceFieldset
        legend="Reason"
        name="reason"
        options={REASON_OPTIONS}
        value={form.values.reason}
        onChange={(reason) => void form.setFieldValue('reason', reason)}
        onBlur={form.handleBlur}
        error={reasonError}
      />
      <TextAreaField
        {...fieldProps(form, 'text')}
        label={form.values.reason === 'other' ? 'What is wrong?' : 'What is wrong? (optional)'}
        maxLength={REPORT_TEXT_MAX}
        rows={3}
      />
      <Actions>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? 'Sending...' : 'Send report'}
        </Button>
      </Actions>
    </Form>
  );
}
