import type { ReactNode } from 'react';
import { Button } from '../primitives/Button.tsx';
import { FormActions } from './formLayout.ts';

export interface FormButtonsProps {
  /** The form is being sent: both buttons are disabled and the submit shows `submittingLabel`. */
  submitting: boolean;
  submitLabel: ReactNode;
  submittingLabel: ReactNode;
  onCancel: () => void;
  cancelLabel?: ReactNode;
}

/** A form's action row: Cancel, then the submit button, which reads busy while the form is sent. */
export function FormButtons({ submitting, submitLabel, submittingLabel, onCancel, cancelLabel = 'Cancel' }: FormButtonsProps) {
  return (
    <FormActions>
      <Button variant="secondary" onClick={onCancel} disabled={submitting}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </FormActions>
  );
}
