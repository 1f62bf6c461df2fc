import { usePublicStats, type PublicStats } from '@lectern/shared-api';
import { Container, Skeleton } from '@lectern/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useCountUp } from '../hooks/useCountUp.ts';

const STATS: Array<{ key: keyof PublicStats; label: string }> = [
  { key: 'students', label: 'Students' },
  { key: 'courses', label: 'Courses' },
  { key: 'departments', label: 'Departments' },
  { key: 'resources', label: 'Resources' },
];

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xxl}`};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Item = styled.div`
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  text-align: center;

  dt { color: ${({ theme }) => theme.colors.textMuted}; font-weight: 500; }
  dd {
    margin: 0;
    min-height: 1.2em;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

// Plain digits and a '+', as the spec writes them ('50+ Students').
const figure = (value: number) => `${value}+`;

function CountUp({ target }: { target: number }) {
  const ref = useCountUp<HTMLSpanElement>(target, figure);
  return <span ref={ref}>{figure(0)}</span>;
}

/** Real figures from the server, counted up from 0; '—' when they cannot be had. */
export function StatsStrip() {
  const titleId = useId();
  const { data, isPending, isError } = usePublicStats();

  return (
    <Section aria-labelledby={titleId}>
      <Container>
        <h2 id={titleId} className="visually-hidden">
          Lectern in numbers
        </h2>
        <List aria-busy={isPending || undefined}>
          {STATS.map(({ key, label }) => (
            <Item key={key}>
              <dt>{label}</dt>
              <dd>
                {data ? (
                  <CountUp target={data[key]} />
                ) : isError ? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">Not available</span>
                  </>
                ) : (
                  <Skeleton width="3.5rem" height="1em" data-testid="stat-skeleton" />
                )}
              </dd>
            </Item>
          ))}
        </List>
      </Container>
    </Section>
  );
}
