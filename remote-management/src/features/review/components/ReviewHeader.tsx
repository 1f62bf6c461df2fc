import { Button } from '@lectern/shared-ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { REVIEW_TEXTS } from '../reviewTexts.ts';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    max-width: 48rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Back (to wherever the reviewer came from), the queue's title and what it is for. */
export function ReviewHeader({ title, intro }: { title: string; intro?: string }) {
  const navigate = useNavigate();
  return (
    <Header>
      <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
        <span aria-hidden="true">←</span> {REVIEW_TEXTS.back}
      </Button>
      <h1>{title}</h1>
      {intro ? <p>{intro}</p> : null}
    </Header>
  );
}
