import type { ReviewAction } from '@lectern/shared-api';
import { REVIEW_COMMENT_MAX } from '@lectern/shared-api/contract';
import { Button, Icon } from '@lectern/shared-ui';
import { Hint, Label, controlStyles } from '@lectern/shared-ui/forms';
import { Modal } from '@lectern/shared-ui/modal';
import Check from 'lucide-react/icons/check';
import X from 'lucide-react/icons/x';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { DECISION_DIALOG, REVIEW_TEXTS } from '../reviewTexts.ts';
import { stack } from '@lectern/shared-ui/rows';

const Form = styled.form`
  ${stack('xs')}
`;

const Area = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: 96px;
  font: inherit;
  resize: vertical;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface DecisionDialogProps {
  /** The decision being made, or null while closed. */
  action: ReviewAction | null;
  noun: { title: string; text: string };
  /** What this decision does beyond setting a status. */
  note?: string;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
}

/** Approve or Reject with an optional comment: never required; sent trimmed. */
export function DecisionDialog({ action, noun, note, onConfirm, onCancel }: DecisionDialogProps) {
  return (
    <Modal
      open={action !== null}
      onClose={onCancel}
      title={action ? DECISION_DIALOG[action].title(noun.title) : ''}
      description={action ? DECISION_DIALOG[action].text(noun.text) : undefined}
    >
      {/* Mounted afresh each time the dialog opens, so no comment carries over to the next item. */}
      {action ? <DecisionForm action={action} note={note} onConfirm={onConfirm} onCancel={onCancel} /> : null}
    </Modal>
  );
}

type DecisionFormProps = Pick<DecisionDialogProps, 'note' | 'onConfirm' | 'onCancel'> & { action: ReviewAction };

function DecisionForm({ action, note, onConfirm, onCancel }: DecisionFormProps) {
  const texts = DECISION_DIALOG[action];
  const [comment, setComment] = useState('');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(comment);
    setComment('');
  };
  return (
    <Form onSubmit={submit}>
      <Label htmlFor={id}>{texts.label}</Label>
      <Area
        id={id}
        name="comment"
        value={comment}
        maxLength={REVIEW_COMMENT_MAX}
        placeholder={texts.placeholder}
        $invalid={false}
        aria-describedby={note ? `${id}-note` : undefined}
        onChange={(event) => setComment(event.target.value)}
      />
      {note ? <Hint id={`${id}-note`}>{note}</Hint> : null}
      <Buttons>
        <Button variant="secondary" onClick={onCancel}>
          {REVIEW_TEXTS.cancel}
        </Button>
        <Button type="submit" variant={action === 'rejected' ? 'danger' : 'primary'}>
          <Icon icon={action === 'rejected' ? X : Check} size="sm" />
          {texts.confirm}
        </Button>
      </Buttons>
    </Form>
  );
}
