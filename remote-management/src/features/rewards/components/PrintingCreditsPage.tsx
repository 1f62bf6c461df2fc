import { hasCode } from '@lectern/shared-api';
import { Button, ButtonLink, Spinner } from '@lectern/shared-ui';
import { EmptyState, ErrorBox, Pagination } from '@lectern/shared-ui/lists';
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

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.contentMaxWidthPx}px;
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

/** /management/printing-credits (admins): credits students earned, waiting to be given or given. */
export function PrintingCreditsPage() {
  const { status, page, list, setPage, show } = usePrintingCreditList();
  const honour = useHonourCredit();
  const credits = list.data?.data ?? [];
  const totalPages = list.data?.pagination.totalPages ?? 1;

  let results;
  if (list.isPending || list.isPlaceholderData) {
    results = (
      <Loading>
        <Spinner label={PRINTING_CREDIT_TEXTS.loading} showLabel size={28} />
      </Loading>
    );
  } else if (list.isError) {
    results = (
      <ErrorBox
        action={
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {PRINTING_CREDIT_TEXTS.tryAgain}
          </Button>
        }
      >
        {hasCode(list.error, 'NETWORK') ? list.error.message : PRINTING_CREDIT_TEXTS.loadFailed}
      </ErrorBox>
    );
  } else if (credits.length === 0) {
    results = (
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
    );
  } else {
    results = (
      <>
        <PrintingCreditTable status={status} credits={credits} onHonour={honour.ask} />
        {totalPages > 1 ? <Pagination page={page} totalPages={totalPages} onPage={setPage} label={`${PRINTING_CREDIT_TEXTS.title} pages`} /> : null}
      </>
    );
  }

  return (
    <Page>
      <PageHeader title={PRINTING_CREDIT_TEXTS.title} intro={PRINTING_CREDIT_TEXTS.intro} />
      <CreditStatusToggle selected={status} onSelect={show} />
      <div aria-busy={list.isFetching || undefined}>{results}</div>
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
