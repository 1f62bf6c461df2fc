import { errorMessage, hasCode, type ReportReason } from '@lectern/shared-api';
import { MATERIAL_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, REPORT_TEXT_MAX } from '@lectern/shared-api/contract';
import { useReportMaterial } from '@lectern/shared-api/student';
import { reportSchema } from '@lectern/shared-api/forms';
import { Button, notify } from '@lectern/shared-ui';
import { Modal } from '@lectern/shared-ui/modal';
import { applyServerFieldErrors, fieldProps, FormActions as Actions, FormError, FormStack as Form, TextAreaField } from '@lectern/shared-ui/forms';
import { useFormik } from 'formik';
import { useState } from 'react';
import styled from 'styled-components';

const Reasons = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border: 0;
  padding: 0;
  margin: 0;

  legend { font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; }
  label { display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm}; min-height: 36px; cursor: pointer; }
  input { width: 18px; height: 18px; }
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<{ reason: ReportReason | ''; text: string }>({
    initialValues: { reason: '', text: '' },
    validationSchema: reportSchema,
    validateOnBlur: true,
    onSubmit: async ({ reason, text }, helpers) => {
      setFailure(null);
      try {
        await report.mutateAsync({ reason: reason as ReportReason, ...(text.trim() ? { text: text.trim() } : {}) });
        notify.success(MATERIAL_MESSAGES.reportSent);
        onDone();
      } catch (error) {
        if (hasCode(error, 'CONFLICT')) setFailure(MATERIAL_MESSAGES.reportAlreadyOpen);
        else if (!applyServerFieldErrors(helpers, error, { reason: 'reason', text: 'text' })) setFailure(errorMessage(error, MATERIAL_MESSAGES.reportFailed));
      }
    },
  });
  const reasonError = form.touched.reason ? form.errors.reason : undefined;

  return (
    <Form noValidate onSubmit={form.handleSubmit} aria-label="Report">
      <FormError>{failure}</FormError>
      <Reasons aria-describedby={reasonError ? 'report-reason-error' : undefined}>
        <legend>Reason</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason}>
            <input
              type="radio"
              name="reason"
              value={reason}
              checked={form.values.reason === reason}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
            {REPORT_REASON_LABELS[reason]}
          </label>
        ))}
        {reasonError ? <ErrorText id="report-reason-error">{reasonError}</ErrorText> : null}
      </Reasons>
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
