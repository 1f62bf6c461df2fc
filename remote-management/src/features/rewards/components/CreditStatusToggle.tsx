import { PRINTING_CREDIT_STATUSES, type PrintingCreditStatus } from '@lectern/shared-api/contract';
import styled from 'styled-components';
import { PRINTING_CREDIT_TEXTS } from '../printingCreditTexts.ts';

const Group = styled.div`
  display: inline-flex;
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Choice = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

/** Waiting or Honoured: two pressed-or-not buttons, as each shows a different list. */
export function CreditStatusToggle({ selected, onSelect }: { selected: PrintingCreditStatus; onSelect: (status: PrintingCreditStatus) => void }) {
  return (
    <Group role="group" aria-label={PRINTING_CREDIT_TEXTS.show}>
      {PRINTING_CREDIT_STATUSES.map((status) => (
        <Choice key={status} type="button" aria-pressed={status === selected} onClick={() => onSelect(status)}>
          {PRINTING_CREDIT_TEXTS.tabs[status]}
        </Choice>
      ))}
    </Group>
  );
}
