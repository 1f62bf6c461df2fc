import { RELEASE_MESSAGES, REMOTE_LABELS, shortReleaseId, type ReleaseWithHealth, type RemoteReleases } from '@lectern/shared-api/contract';
import { Button, Icon, VisuallyHidden } from '@lectern/shared-ui';
import { formatFileSize } from '@lectern/shared-ui/forms';
import { Badge } from '@lectern/shared-ui/lists';
import CircleArrowUp from 'lucide-react/icons/circle-arrow-up';
import Eye from 'lucide-react/icons/eye';
import FlaskConical from 'lucide-react/icons/flask-conical';
import styled from 'styled-components';
import { CompactDataTable, TableRegion } from '../../../components/TableRegion.tsx';
import type { ReleaseAsk } from '../hooks/useReleaseActions.ts';
import { FACT_TEXTS, RELEASE_TEXTS, formatCount, formatRate, releaseTime, shortCommit } from '../releaseTexts.ts';
import { TopErrors } from './ReleaseFacts.tsx';
import { cluster } from '@lectern/shared-ui/rows';

// Six columns and three buttons beside the sidebar.
const Table = styled(CompactDataTable)`
  thead th {
    /* 'Errors per 1,000 views' may take two lines rather than widen its column. */
    white-space: normal;
  }
  time,
  code {
    white-space: nowrap;
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

/** When on its line, then who, which commit and how big beneath it, muted. */
const Build = styled.span`
  display: block;
  min-width: 9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ReleaseCell = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The buttons wrap onto a second line rather than widen the table. */
const Actions = styled.div`
  ${cluster('xs')}
  min-width: 9rem;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The top errors fold away: a cell of messages would make every row tall. */
const Fold = styled.details`
  min-width: 12rem;
  summary {
    cursor: pointer;
    white-space: nowrap;
  }
  ol {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

export interface RecentReleasesTableProps {
  remote: RemoteReleases;
  onAsk: (ask: ReleaseAsk) => void;
}

/** The remote's recent releases, newest first, each with its health and what can be done with it. */
export function RecentReleasesTable({ remote, onAsk }: RecentReleasesTableProps) {
  const label = `${RELEASE_MESSAGES.recent}: ${REMOTE_LABELS[remote.remote]}`;
  return (
    <TableRegion label={label}>
      <Table>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{FACT_TEXTS.release}</th>
            <th scope="col">{FACT_TEXTS.published}</th>
            <th scope="col">{FACT_TEXTS.views}</th>
            <th scope="col">{FACT_TEXTS.errorsPer1000}</th>
            <th scope="col">{FACT_TEXTS.topErrors}</th>
            <th scope="col">{FACT_TEXTS.actions}</th>
          </tr>
        </thead>
        <tbody>
          {remote.recent.map((release) => (
            <ReleaseRow key={release.id} remote={remote} release={release} onAsk={onAsk} />
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

function ReleaseRow({ remote, release, onAsk }: { remote: RemoteReleases; release: ReleaseWithHealth; onAsk: (ask: ReleaseAsk) => void }) {
  const short = shortReleaseId(release.id);
  const isCurrent = remote.current?.id === release.id;
  const canary = remote.candidate?.release.id === release.id ? remote.candidate : null;
  const { health } = release;
  return (
    <tr>
      <th scope="row">
        <ReleaseCell>
          <code title={release.id}>{short}</code>
          {isCurrent ? <Badge tone="success">{FACT_TEXTS.current}</Badge> : null}
          {canary ? <Badge tone="warning">{FACT_TEXTS.candidate(canary.percent)}</Badge> : null}
          {release.pruned ? <Badge tone="neutral">{FACT_TEXTS.pruned}</Badge> : null}
        </ReleaseCell>
      </th>
      <td>
        <time dateTime={release.createdAt}>{releaseTime(release.createdAt)}</time>
        <Build>
          {FACT_TEXTS.byLine(release.createdBy)}, {FACT_TEXTS.commitLine}{' '}
          {release.commit ? <code title={release.commit}>{shortCommit(release.commit)}</code> : RELEASE_TEXTS.unknown.toLowerCase()}, {formatFileSize(release.bytes)}
        </Build>
      </td>
      <td>{formatCount(health.views)}</td>
      <td>{health.errorsPer1000 === null ? <Muted>{formatRate(null)}</Muted> : formatRate(health.errorsPer1000)}</td>
      <td>
        {health.topErrors.length === 0 ? (
          <Muted>{FACT_TEXTS.noErrors}</Muted>
        ) : (
          <Fold>
            <summary>
              {FACT_TEXTS.errorCount(health.errors)}
              <VisuallyHidden>
                {' '}
                {FACT_TEXTS.topErrors.toLowerCase()}: {short}
              </VisuallyHidden>
            </summary>
            <TopErrors errors={health.topErrors} />
          </Fold>
        )}
      </td>
      <td>
        {release.pruned ? (
          <Muted>
            <span aria-hidden="true">{RELEASE_TEXTS.none}</span>
            <VisuallyHidden>{FACT_TEXTS.prunedNoAction}</VisuallyHidden>
          </Muted>
        ) : isCurrent ? (
          <Muted>{RELEASE_TEXTS.none}</Muted>
        ) : (
          <Actions>
            <ActionButton icon={CircleArrowUp} text={RELEASE_MESSAGES.promote} short={short} onClick={() => onAsk({ kind: 'promote', remote, release })} />
            <ActionButton icon={FlaskConical} text={RELEASE_MESSAGES.startCanary} short={short} onClick={() => onAsk({ kind: 'canary', remote, release })} />
            <ActionButton icon={Eye} text={RELEASE_MESSAGES.preview} short={short} onClick={() => onAsk({ kind: 'preview', remote, release })} />
          </Actions>
        )}
      </td>
    </tr>
  );
}

/** The visible word first (what a voice user says), then which release: 'Promote release 9a8b7c'. */
function ActionButton({ icon, text, short, onClick }: { icon: typeof Eye; text: string; short: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick}>
      <Icon icon={icon} size="sm" />
      {text}
      <VisuallyHidden> release {short}</VisuallyHidden>
    </Button>
  );
}
