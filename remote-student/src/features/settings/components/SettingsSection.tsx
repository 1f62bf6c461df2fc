import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.lg};
  }

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  > p { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** One titled card of the settings page. */
export function SettingsSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{intro}</p>
      {children}
    </Card>
  );
}
