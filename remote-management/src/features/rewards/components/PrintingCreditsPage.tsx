import { hasCode } from '@lectern/shared-api';
import { Button, ButtonLink } from '@lectern/shared-ui';
import { EmptyState, ListLoading, Pagination, QueryView } from '@lectern/shared-ui/lists';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import Printer from 'lucide-react/icons/printer';
import styled from 'styled-components';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useHonourCredit } from '../hooks/useHonourCredit.ts';
import { usePrintingCreditList } from '../hooks/usePrintingCreditList.ts';
import { PRINTING_CREDIT_TEXTS } from '../printingCreditTexts.ts';
import { CreditStatusToggle } from './CreditStatusToggle.tsx';
import { PrintingCreditTable } from './PrintingCreditTable.tsx';
import { stack } from '@lectern/shared-ui/rows';

const Page = styled.div`
  ${stack('lg')}
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.contentMaxWidthPx}px;
`;

/** /management/printing-credits (admins): credits students earned, waiting to be given or given. */
export function PrintingCreditsPage() {
  const { status, page, list, setPage, show } = usePrintingCreditList();
  const honour = useHonourCredit();

  return (
    <Page>
      <PageHeader title={PRINTING_CREDIT_TEXTS.title} intro={PRINTING_CREDIT_TEXTS.intro} />
      <CreditStatusToggle selected={status} onSelect={show} />
      <div aria-busy={list.isFetching || undefined}>
        <QueryView
          // Another tab's or page's credits are not shown as this one's while it loads.
          query={{ ...list, isPending: list.isPending || list.isPlaceholderData }}
          loading={<ListLoading label={PRINTING_CREDIT_TEXTS.loading} look="centered" />}
          failed={(error) => (hasCode(error, 'NETWORK') ? error.message : PRINTING_CREDIT_TEXTS.loadFailed)}
          retryLabel={PRINTING_CREDIT_TEXTS.tryAgain}
          empty={
            <EmptyState
              icon={Printer}
              title={PRINTING_CREDIT_TEXTS.empty[status]}
              action={
                // Waiting on approvals: the next step is the materials queue. Nothing honoured: the waiting ones.
                status === 'waiting' ? (
                  <ButtonLink variant="secondary" size="sm" to={PORTAL_PATHS.materials}>
                    {PRINTING_CREDIT_TEXTS.reviewMaterials}
                  </ButtonLink>
                ) : (
                  <Button variant="secondary" size="sm" onClick={() => show('waiting')}>
                    {PRINTING_CREDIT_TEXTS.showWaiting}
                  </Button>
                )
              }
            >
              {PRINTING_CREDIT_TEXTS.emptyText[status]}
            </EmptyState>
          }
        >
          {({ data: credits, pagination }) => (
            <>
              <PrintingCreditTable status={status} credits={credits} onHonour={honour.ask} />
              {pagination.totalPages > 1 ? (
                <Pagination page={page} totalPages={pagination.totalPages} onPage={setPage} label={`${PRINTING_CREDIT_TEXTS.title} pages`} />
              ) : null}
            </>
          )}
        </QueryView>
      </div>
      <ConfirmDialog
        open={honour.asking !== null}
        title={PRINTING_CREDIT_TEXTS.confirmTitle}
        confirmLabel={PRINTING_CREDIT_TEXTS.markHonoured}
        busy={honour.busy}
        onConfirm={honour.confirm}
        onCancel={honour.cancel}
      >
        <p>{honour.asking ? PRINTING_CREDIT_TEXTS.confirmText(`${honour.asking.user.firstName} ${honour.asking.user.lastName}`) : null}</p>
      </ConfirmDialog>
    </Page>
  );
}
