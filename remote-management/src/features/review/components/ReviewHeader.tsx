import { Button, Icon } from '@lectern/shared-ui';
import { spreadRowCss } from '@lectern/shared-ui/rows';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
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

/** The title and the queue's own action: side by side, the action beneath the title on a phone. */
const TitleRow = styled.div`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;

/** Back (to wherever the reviewer came from), the queue's title, its own action and what it is for. */
export function ReviewHeader({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Header>
      <Button variant="ghost" size="sm" onClick={() => void navigate(-1)}>
        <Icon icon={ArrowLeft} size="sm" />
        {REVIEW_TEXTS.back}
      </Button>
      <TitleRow>
        <h1>{title}</h1>
        {action}
      </TitleRow>
      {intro ? <p>{intro}</p> : null}
    </Header>
  );
}
