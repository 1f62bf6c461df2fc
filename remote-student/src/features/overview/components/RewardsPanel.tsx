import { nextReward, REWARD_MESSAGES, REWARDS, SKIP_QUEUE_AT, type MyStats } from '@lectern/shared-api/contract';
import { useMyStats } from '@lectern/shared-api/student';
import { LocalTime, Spinner } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { panelBoxCss } from '../../../components/cardBox.ts';
import { PanelHeader } from '../../../components/PanelHeader.tsx';
import { RowList } from '../../../components/RowList.tsx';
import { formatDay } from '../../../components/formatDay.ts';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${panelBoxCss}
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Header = styled(PanelHeader)`
  p { font-weight: 600; }
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  /* The track's edge, for modes that drop backgrounds (forced colours). */
  outline: 1px solid transparent;
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
`;

const Earned = styled(RowList)`
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  li > span { flex-basis: 100%; font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export const PRINTING_CREDIT_EARNED = 'Free printing credit earned';
export const PRINTING_CREDIT_WAITING = 'Waiting for an admin';
export const ALL_REWARDS_EARNED = 'You have earned every reward.';

const uploadsWord = (count: number) => (count === 1 ? 'approved upload' : 'approved uploads');

/** How far the approved uploads have come towards the next reward, as a labelled progress bar. */
function NextReward({ approved }: { approved: number }) {
  const next = nextReward(approved);
  if (!next) return <Muted>{ALL_REWARDS_EARNED}</Muted>;
  const remaining = next.at - approved;
  return (
    <div>
      <p>
        {remaining} more {uploadsWord(remaining)} to {next.name}
      </p>
      <Track
        role="progressbar"
        aria-label={`Progress to ${next.name}`}
        aria-valuemin={0}
        aria-valuemax={next.at}
        aria-valuenow={approved}
        aria-valuetext={`${approved} of ${next.at} approved uploads`}
      >
        <Fill style={{ width: `${(approved / next.at) * 100}%` }} />
      </Track>
      {/* Not earned yet: what it will do, never as if it already did. */}
      <Muted>{next.promise}</Muted>
    </div>
  );
}

function EarnedRewards({ approved, printingCredit }: { approved: number; printingCredit: MyStats['printingCredit'] }) {
  const skipsQueue = approved >= SKIP_QUEUE_AT;
  if (!skipsQueue && !printingCredit) return null;
  return (
    <Earned aria-label="Earned rewards">
      {skipsQueue ? (
        <li>
          <strong>{REWARD_MESSAGES.skipQueueTitle}</strong>
          <span>{REWARDS[0].text}</span>
        </li>
      ) : null}
      {printingCredit ? (
        <li>
          <strong>{PRINTING_CREDIT_EARNED}</strong>
          {printingCredit.honouredAt ? (
            <Badge tone="success">
              Honoured on <LocalTime dateTime={printingCredit.honouredAt} format={formatDay} />
            </Badge>
          ) : (
            <Badge tone="warning">{PRINTING_CREDIT_WAITING}</Badge>
          )}
        </li>
      ) : null}
    </Earned>
  );
}

/** "Your uploads answered 2 requests for material." */
export const answeredLine = (answered: number) => `Your uploads answered ${answered} ${answered === 1 ? 'request' : 'requests'} for material.`;

/** The dashboard's rewards for uploading: approved uploads so far, the next reward, and those earned. */
export function RewardsPanel() {
  const stats = useMyStats();
  return (
    <Panel aria-labelledby="rewards-title">
      <Header>
        <h2 id="rewards-title">Rewards</h2>
        {stats.data ? <p>Approved uploads: {stats.data.approvedUploads}</p> : null}
      </Header>
      {/* Requests for material that one's uploads answered: shown once there is one. */}
      {stats.data?.answeredRequests ? <Muted>{answeredLine(stats.data.answeredRequests)}</Muted> : null}
      {stats.isPending ? <Spinner label="Loading your rewards..." showLabel /> : null}
      {stats.isError ? <Muted>Your rewards could not be loaded right now.</Muted> : null}
      {stats.data ? (
        <>
          <NextReward approved={stats.data.approvedUploads} />
          <EarnedRewards approved={stats.data.approvedUploads} printingCredit={stats.data.printingCredit} />
        </>
      ) : null}
    </Panel>
  );
}
