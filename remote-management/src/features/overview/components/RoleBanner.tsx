import type { Role } from '@lectern/shared-api';
import styled from 'styled-components';

const Banner = styled.section`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.inverseSurface};
  color: ${({ theme }) => theme.colors.inverseText};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.inverseMuted};
  }
`;

const ROLE_TEXT: Record<'admin' | 'moderator', { title: string; text: string }> = {
  admin: {
    title: 'Administrator',
    text: 'You can review, approve, reject and delete submitted content, manage courses and manage users.',
  },
  moderator: {
    title: 'Moderator',
    text: 'You can review, approve and reject submitted content and manage courses. Deleting is for administrators.',
  },
};

/** What the signed-in staff member may do here. */
export function RoleBanner({ role }: { role: Role | undefined }) {
  if (role !== 'admin' && role !== 'moderator') return null;
  const { title, text } = ROLE_TEXT[role];
  return (
    <Banner aria-label="Your role">
      <h2>Signed in as {title}</h2>
      <p>{text}</p>
    </Banner>
  );
}
