import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

/** On a narrow screen the confirm button takes a line of its own, above Cancel, never cut off. */
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, in the spec's words. */
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone. */
  destructive?: boolean;
  /** While the action runs: both buttons disabled, the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with Cancel and one action (delete, unlink, ...). */
export function ConfirmDialog({ open, title, children, confirmLabel, destructive = false, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} title={title} dismissible={!busy} size="sm">
      {children}
      <Buttons>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Buttons>
    </Modal>
  );
}
