import { shortReleaseId, type ClientErrorGroup, type ReleaseWithHealth } from '@lectern/shared-api/contract';
import { formatFileSize } from '@lectern/shared-ui/forms';
import styled from 'styled-components';
import { ERROR_KIND_TEXTS, FACT_TEXTS, RELEASE_TEXTS, formatCount, formatRate, releaseTime, shortCommit } from '../releaseTexts.ts';

/** Label beside value where there is room, one above the other on a phone. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: max-content minmax(0, 1fr);
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
    ${({ theme }) => theme.media.sm} {
      margin: 0;
    }
  }
  code {
    font-family: ${({ theme }) => theme.fonts.mono};
  }
`;

const ErrorList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  li {
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The most frequent errors of a release: what it said, how often, what kind and on which page last. */
export function TopErrors({ errors }: { errors: readonly ClientErrorGroup[] }) {
  if (errors.length === 0) return <>{FACT_TEXTS.noErrors}</>;
  return (
    <ErrorList>
      {errors.map((group) => (
        <li key={group.fingerprint}>
          {group.message}{' '}
          <Muted>
            ({FACT_TEXTS.times(group.count)}, {ERROR_KIND_TEXTS[group.kind]}, {group.path})
          </Muted>
        </li>
      ))}
    </ErrorList>
  );
}

/** A release's record and health: its short id, when, commit, by whom, size, views, errors and the worst of them. */
export function ReleaseFacts({ release }: { release: ReleaseWithHealth }) {
  const { health } = release;
  return (
    <Facts>
      <dt>{FACT_TEXTS.release}</dt>
      <dd>
        <code title={release.id}>{shortReleaseId(release.id)}</code>
      </dd>
      <dt>{FACT_TEXTS.published}</dt>
      <dd>
        <time dateTime={release.createdAt}>{releaseTime(release.createdAt)}</time>
      </dd>
      <dt>{FACT_TEXTS.commit}</dt>
      <dd>{release.commit ? <code title={release.commit}>{shortCommit(release.commit)}</code> : RELEASE_TEXTS.unknown}</dd>
      <dt>{FACT_TEXTS.by}</dt>
      <dd>{release.createdBy}</dd>
      <dt>{FACT_TEXTS.size}</dt>
      <dd>{formatFileSize(release.bytes)}</dd>
      <dt>{FACT_TEXTS.views}</dt>
      <dd>{formatCount(health.views)}</dd>
      <dt>{FACT_TEXTS.errorsPer1000}</dt>
      <dd>
        {formatRate(health.errorsPer1000)} <Muted>({FACT_TEXTS.errorCount(health.errors)})</Muted>
      </dd>
      <dt>{FACT_TEXTS.topErrors}</dt>
      <dd>
        <TopErrors errors={health.topErrors} />
      </dd>
    </Facts>
  );
}
