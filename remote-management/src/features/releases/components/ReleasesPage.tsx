import { errorMessage, hasCode } from '@lectern/shared-api';
import { RELEASE_MESSAGES, type ReleasePreview, type ReleasesOverview } from '@lectern/shared-api/contract';
import { useReleasesOverview, useStopReleasePreview } from '@lectern/shared-api/management';
import { Button, notify } from '@lectern/shared-ui';
import { EmptyState, ListLoading, QueryView } from '@lectern/shared-ui/lists';
import Rocket from 'lucide-react/icons/rocket';
import styled from 'styled-components';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { PORTAL_PATHS } from '../../../components/portalPaths.ts';
import { useReleaseActions, type LoadPage } from '../hooks/useReleaseActions.ts';
import { PREVIEW_TEXTS, RELEASE_TEXTS } from '../releaseTexts.ts';
import { AuditTrail } from './AuditTrail.tsx';
import { DeployKeysSection } from './DeployKeysSection.tsx';
import { ReleaseActionDialog } from './ReleaseActionDialog.tsx';
import { RemotePanel } from './RemotePanel.tsx';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: a wide table scrolls in its own box instead. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
  max-width: ${({ theme }) => theme.sizes.contentMaxWidthPx}px;
`;

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const PreviewNote = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.onHighlight};
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const fullLoad: LoadPage = (url) => window.location.assign(url);

export interface ReleasesPageProps {
  /** Loads a page in full (a preview starts or stops); tests watch it instead of leaving the page. */
  loadPage?: LoadPage;
}

/**
 * /management/releases (admins, docs/releases.md): each remote's current release, its candidate
 * and recent releases with their health, and what can be done with them (each asked first); the
 * audit trail; the deploy keys. The server checks every call again.
 */
export function ReleasesPage({ loadPage = fullLoad }: ReleasesPageProps) {
  const overview = useReleasesOverview();
  const actions = useReleaseActions(loadPage);

  return (
    <Page>
      <PageHeader title={RELEASE_MESSAGES.pageTitle} intro={RELEASE_MESSAGES.intro} />
      <div aria-busy={overview.isFetching || undefined}>
        <QueryView
          query={overview}
          loading={<ListLoading label={RELEASE_TEXTS.loading} look="centered" />}
          failed={(error) => (hasCode(error, 'NETWORK') ? error.message : RELEASE_TEXTS.loadFailed)}
          retryLabel={RELEASE_TEXTS.tryAgain}
          isEmpty={(data: ReleasesOverview) => data.remotes.length === 0}
          empty={
            <EmptyState icon={Rocket} title={RELEASE_TEXTS.noRemotes}>
              {RELEASE_TEXTS.noRemotesText}
            </EmptyState>
          }
        >
          {(data) => (
            <Stack>
              {data.preview ? <PreviewNotice preview={data.preview} loadPage={loadPage} /> : null}
              {data.remotes.map((remote) => (
                <RemotePanel key={remote.remote} remote={remote} onAsk={actions.ask} />
              ))}
              <AuditTrail events={data.trail} />
            </Stack>
          )}
        </QueryView>
      </div>
      <DeployKeysSection />
      <ReleaseActionDialog
        asking={actions.asking}
        busy={actions.busy}
        percentError={actions.percentError}
        percentRefusals={actions.percentRefusals}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
    </Page>
  );
}

/** The admin's own preview, as the shell's bar says it, with Stop: the page then loads again on the current releases. */
function PreviewNotice({ preview, loadPage }: { preview: ReleasePreview; loadPage: LoadPage }) {
  const stop = useStopReleasePreview();
  return (
    <PreviewNote aria-label={PREVIEW_TEXTS.label}>
      <p>{RELEASE_MESSAGES.previewing(preview.remote, preview.release)}</p>
      <Button
        size="sm"
        variant="secondary"
        aria-disabled={stop.isPending || undefined}
        onClick={() => {
          if (stop.isPending) return;
          stop.mutate(undefined, {
            onSuccess: () => loadPage(PORTAL_PATHS.releases),
            onError: (error) => notify.error(errorMessage(error, PREVIEW_TEXTS.stopFailed), { title: RELEASE_TEXTS.errorTitle }),
          });
        }}
      >
        {RELEASE_MESSAGES.stopPreview}
      </Button>
    </PreviewNote>
  );
}
