import { errorMessage, hasCode } from '@lectern/shared-api';
import { RELEASE_MESSAGES, REMOTE_LABELS, type DeployKey, type NewDeployKey } from '@lectern/shared-api/contract';
import { useDeployKeys, useRevokeDeployKey } from '@lectern/shared-api/management';
import { Button, Icon, notify, VisuallyHidden } from '@lectern/shared-ui';
import { Badge, EmptyState, ListLoading, QueryView } from '@lectern/shared-ui/lists';
import { ConfirmDialog } from '@lectern/shared-ui/modal';
import Ban from 'lucide-react/icons/ban';
import KeyRound from 'lucide-react/icons/key-round';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { DataTable, TableRegion } from '../../../components/TableRegion.tsx';
import { DEPLOY_KEY_TEXTS, FACT_TEXTS, RELEASE_TEXTS, releaseDay, releaseTime } from '../releaseTexts.ts';
import { DeployKeyForm } from './DeployKeyForm.tsx';
import { NewKeyDialog } from './NewKeyDialog.tsx';

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  > p {
    margin: 0;
    max-width: 48rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Table = styled(DataTable)`
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tbody th {
    font-weight: 600;
    overflow-wrap: anywhere;
    min-width: 8rem;
  }
  time,
  td:last-child button {
    white-space: nowrap;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

type KeyStatus = 'active' | 'revoked' | 'expired';

const statusOf = (key: DeployKey, now: number): KeyStatus => (key.revokedAt ? 'revoked' : new Date(key.expiresAt).getTime() <= now ? 'expired' : 'active');

const STATUS_TONES = { active: 'success', revoked: 'danger', expired: 'neutral' } as const;

const Day = ({ iso }: { iso: string }) => <time dateTime={iso}>{releaseDay(iso)}</time>;

const Moment = ({ iso }: { iso: string }) => <time dateTime={iso}>{releaseTime(iso)}</time>;

/** The deploy keys: every key made (revoked and expired ones too) with Revoke, the form for a new one, and the new key shown once. */
export function DeployKeysSection() {
  const headingId = useId();
  const keys = useDeployKeys();
  const revoke = useRevokeDeployKey();
  const [revoking, setRevoking] = useState<DeployKey | null>(null);
  const [created, setCreated] = useState<NewDeployKey | null>(null);

  const confirmRevoke = () => {
    if (!revoking) return;
    const { name } = revoking;
    revoke.mutate(revoking.id, {
      onSuccess: () => notify.success(DEPLOY_KEY_TEXTS.revoked(name), { title: RELEASE_TEXTS.successTitle }),
      onError: (error) => notify.error(errorMessage(error, DEPLOY_KEY_TEXTS.revokeFailed), { title: RELEASE_TEXTS.errorTitle }),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{RELEASE_MESSAGES.deployKeys}</h2>
      <p>{DEPLOY_KEY_TEXTS.intro}</p>
      <QueryView
        query={keys}
        loading={<ListLoading label={DEPLOY_KEY_TEXTS.loading} look="centered" />}
        failed={(error) => (hasCode(error, 'NETWORK') ? error.message : DEPLOY_KEY_TEXTS.loadFailed)}
        retryLabel={RELEASE_TEXTS.tryAgain}
        empty={
          <EmptyState icon={KeyRound} title={DEPLOY_KEY_TEXTS.empty}>
            {DEPLOY_KEY_TEXTS.emptyText}
          </EmptyState>
        }
      >
        {(list) => <DeployKeyTable keys={list} onRevoke={setRevoking} />}
      </QueryView>
      <DeployKeyForm onCreated={setCreated} />
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? DEPLOY_KEY_TEXTS.revokeTitle(revoking.name) : ''}
        confirmLabel={RELEASE_MESSAGES.revoke}
        destructive
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => {
          if (!revoke.isPending) setRevoking(null);
        }}
      >
        <p>{revoking ? DEPLOY_KEY_TEXTS.revokeEffect(revoking.remote) : null}</p>
      </ConfirmDialog>
    </Section>
  );
}

function DeployKeyTable({ keys, onRevoke }: { keys: readonly DeployKey[]; onRevoke: (key: DeployKey) => void }) {
  const now = Date.now();
  return (
    <TableRegion label={DEPLOY_KEY_TEXTS.tableLabel}>
      <Table>
        <caption className="visually-hidden">{DEPLOY_KEY_TEXTS.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{DEPLOY_KEY_TEXTS.name}</th>
            <th scope="col">{DEPLOY_KEY_TEXTS.remote}</th>
            <th scope="col">{DEPLOY_KEY_TEXTS.status}</th>
            <th scope="col">{DEPLOY_KEY_TEXTS.created}</th>
            <th scope="col">{DEPLOY_KEY_TEXTS.expires}</th>
            <th scope="col">{DEPLOY_KEY_TEXTS.lastUsed}</th>
            <th scope="col">
              <VisuallyHidden>{RELEASE_MESSAGES.revoke}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const status = statusOf(key, now);
            return (
              <tr key={key.id}>
                <th scope="row">{key.name}</th>
                <td>{REMOTE_LABELS[key.remote]}</td>
                <td>
                  <Badge tone={STATUS_TONES[status]}>{DEPLOY_KEY_TEXTS.statuses[status]}</Badge>
                  {key.revokedAt ? (
                    <Muted>
                      {' '}
                      <Day iso={key.revokedAt} />
                    </Muted>
                  ) : null}
                </td>
                <td>
                  <Day iso={key.createdAt} />
                  <Muted> {FACT_TEXTS.byLine(key.createdBy)}</Muted>
                </td>
                <td>
                  <Day iso={key.expiresAt} />
                </td>
                <td>{key.lastUsedAt ? <Moment iso={key.lastUsedAt} /> : <Muted>{DEPLOY_KEY_TEXTS.never}</Muted>}</td>
                <td>
                  {status === 'active' ? (
                    <Button size="sm" variant="secondary" onClick={() => onRevoke(key)}>
                      <Icon icon={Ban} size="sm" />
                      {RELEASE_MESSAGES.revoke}
                      <VisuallyHidden> {key.name}</VisuallyHidden>
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableRegion>
  );
}
