import { MESSAGES } from '@lectern/shared-api/contract';
import { useId } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../primitives/ButtonLink.tsx';

const Page = styled.section`
  min-height: 70vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 28rem;
`;

const Code = styled.p`
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: 800;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Copy = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The shared 404: the shell's catch-all and every remote's `*` route render it. */
export function NotFoundPage() {
  const titleId = useId();
  return (
    <Page aria-labelledby={titleId}>
      <Card>
        <Code aria-hidden="true">404</Code>
        <Title id={titleId}>{MESSAGES.notFoundTitle}</Title>
        <Copy>The page you are looking for does not exist or has moved.</Copy>
        <ButtonLink to="/">{MESSAGES.goHome}</ButtonLink>
      </Card>
    </Page>
  );
}
