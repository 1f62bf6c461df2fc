import { Container } from '@lectern/shared-ui';
import styled from 'styled-components';

// The bands sit below the first screen: the browser skips laying them out until they come
// near the viewport, which shortens the work of the first paint and of hydration on a phone.
export const Band = styled.section<{ $tone?: 'plain' | 'muted' }>`
  content-visibility: auto;
  contain-intrinsic-size: auto 40rem;
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme, $tone = 'plain' }) => ($tone === 'muted' ? theme.colors.surfaceMuted : 'transparent')};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  }
`;

export const Narrow = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 760px;
`;

export const Kicker = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: -0.01em;
`;

export const Body = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
