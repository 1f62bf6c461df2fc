import { Button, Icon, VisuallyHidden } from '@lectern/shared-ui';
import { CardFrame } from '@lectern/shared-ui/lists';
import Check from 'lucide-react/icons/check';
import Trash2 from 'lucide-react/icons/trash-2';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { REVIEW_TEXTS } from '../reviewTexts.ts';
import { cluster } from '@lectern/shared-ui/rows';

const Card = styled(CardFrame)`
  /* Its width is the grid's, whatever it holds: long words break rather than run past the edge. */
  overflow-wrap: anywhere;
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Actions = styled.div`
  ${cluster('sm')}
  margin-top: auto;
  padding: ${({ theme }) => theme.space.md};
  padding-top: 0;
`;

export interface ReviewCardFrameProps {
  /** The item's name: the card's accessible name, and which item each button acts on. */
  name: string;
  /** Approve and Reject (the Pending tab only, for a role REVIEW_ACCESS lets decide). */
  decidable: boolean;
  /** Delete (admins only, on every tab). */
  deletable: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/** A card of any kind with the buttons its tab and the reviewer's role allow. */
export function ReviewCardFrame({ name, decidable, deletable, busy, onApprove, onReject, onDelete, children }: ReviewCardFrameProps) {
  // Each button names its item for screen readers: a grid holds many Approve buttons.
  const item = <VisuallyHidden> {name}</VisuallyHidden>;
  return (
    <Card aria-label={name} aria-busy={busy || undefined}>
      {children}
      {decidable || deletable ? (
        <Actions>
          {decidable ? (
            <>
              <Button size="sm" onClick={onApprove} disabled={busy}>
                <Icon icon={Check} size="sm" />
                {REVIEW_TEXTS.approve}
                {item}
              </Button>
              <Button size="sm" variant="secondary" onClick={onReject} disabled={busy}>
                <Icon icon={X} size="sm" />
                {REVIEW_TEXTS.reject}
                {item}
              </Button>
            </>
          ) : null}
          {deletable ? (
            <Button size="sm" variant="danger" onClick={onDelete} disabled={busy}>
              <Icon icon={Trash2} size="sm" />
              {REVIEW_TEXTS.delete}
              {item}
            </Button>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
