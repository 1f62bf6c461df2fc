import type { ReviewAction, ReviewKind } from '@lectern/shared-api';
import type { ReviewItems } from '@lectern/shared-api/management';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { keyId, useReviewDecisions } from '../hooks/useReviewDecisions.ts';
import { useReviewQueue } from '../hooks/useReviewQueue.ts';
import { REVIEW_KIND_VIEWS, type ReviewKindView } from '../kinds/index.ts';
import { REVIEW_TEXTS, deleteQuestion } from '../reviewTexts.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { ReviewCardFrame } from './ReviewCardFrame.tsx';
import { ReviewHeader } from './ReviewHeader.tsx';
import { ReviewResults } from './ReviewResults.tsx';
import { ReviewTabs, tabId } from './ReviewTabs.tsx';
import { ReviewToolbar } from './ReviewToolbar.tsx';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.contentMaxWidthPx}px;
`;

const Panel = styled.section`
  padding-top: ${({ theme }) => theme.space.md};
`;

type Item = ReviewItems[ReviewKind];

export interface ReviewPageProps {
  kind: ReviewKind;
  /**
   * Something to do beside the title (Adverts Review: New announcement). The route gives it, as
   * it comes from another feature, which this one never imports.
   */
  headerAction?: ReactNode;
}

/**
 * Every review queue of the portal (courses, DLC, blogs, materials, reports, moderator
 * applications, adverts) in the specification's one layout: Back, title, search, the three tabs
 * with counts, the cards, the pager, and the approve, reject and delete dialogs. What differs by
 * kind comes from its description.
 */
export function ReviewPage({ kind, headerAction }: ReviewPageProps) {
  const view: ReviewKindView = REVIEW_KIND_VIEWS[kind];
  const queue = useReviewQueue(kind);
  const decisions = useReviewDecisions(view);
  const [deciding, setDeciding] = useState<{ item: Item; action: ReviewAction } | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const idBase = useId();
  const panelId = `${idBase}-panel`;

  const { list, status } = queue;
  // Approve and Reject: pending items, for a role the contract's REVIEW_ACCESS lets decide here.
  const decidable = status === 'pending' && decisions.canDecide;

  const confirmDelete = () => {
    if (!deleting) return;
    setDeleteBusy(true);
    void decisions.remove(view.keyOf(deleting), status).finally(() => {
      setDeleteBusy(false);
      setDeleting(null);
    });
  };

  return (
    <Page>
      <ReviewHeader title={view.title} intro={view.intro} action={headerAction} />
      <ReviewToolbar view={view} query={queue.query} type={queue.type} onSearch={queue.search} onType={queue.filterType} />
      <div>
        <ReviewTabs idBase={idBase} panelId={panelId} selected={status} counts={queue.counts} onSelect={queue.selectTab} />
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(idBase, status)}>
          <ReviewResults<Item>
            view={view}
            status={status}
            list={list}
            searched={queue.query !== ''}
            onClearSearch={() => queue.search('')}
            page={queue.page}
            onPage={queue.setPage}
            itemKey={(item) => keyId(view.keyOf(item))}
            renderItem={(item) => (
              <ReviewCardFrame
                name={view.nameOf(item)}
                decidable={decidable}
                deletable={decisions.canDelete}
                busy={decisions.isBusy(view.keyOf(item))}
                onApprove={() => setDeciding({ item, action: 'approved' })}
                onReject={() => setDeciding({ item, action: 'rejected' })}
                onDelete={() => setDeleting(item)}
              >
                {view.renderCard(item)}
              </ReviewCardFrame>
            )}
          />
        </Panel>
      </div>

      <DecisionDialog
        action={deciding?.action ?? null}
        noun={view.noun}
        note={deciding ? view.decisionNotes?.[deciding.action] : undefined}
        onCancel={() => setDeciding(null)}
        onConfirm={(comment) => {
          // The dialog closes at once; the card stays busy until the server answers.
          if (deciding) decisions.decide(view.keyOf(deciding.item), deciding.action, comment);
          setDeciding(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`${REVIEW_TEXTS.delete} ${view.noun.title}`}
        confirmLabel={REVIEW_TEXTS.delete}
        destructive
        busy={deleteBusy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{deleting ? deleteQuestion(view.nameOf(deleting)) : null}</p>
      </ConfirmDialog>
    </Page>
  );
}
