import { Container } from '@lectern/shared-ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FAQ_ITEMS, type FaqItem } from './faqItems.ts';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  }
`;

const Inner = styled(Container)`
  max-width: 800px;

  > h2 {
    margin-bottom: ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
    text-align: center;
  }
`;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

const Question = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  font-weight: 600;
  text-align: left;
  cursor: pointer;

  svg { flex: none; transition: transform 150ms ease; }
  &[aria-expanded='true'] svg { transform: rotate(45deg); }
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 2v12M2 8h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function FaqEntry({ item, open, onToggle }: { item: FaqItem; open: boolean; onToggle: () => void }) {
  const id = useId();
  const buttonId = `${id}q`;
  const panelId = `${id}a`;
  return (
    <Item>
      <h3>
        <Question id={buttonId} type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {item.question}
          <PlusIcon />
        </Question>
      </h3>
      <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!open}>
        <p>{item.answer}</p>
      </Answer>
    </Item>
  );
}

/** An accordion: one answer open at a time; the open question closes when clicked again. */
export function Faq({ items = FAQ_ITEMS }: { items?: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  return (
    <Section id="faqs" aria-labelledby="faqs-title">
      <Inner>
        <h2 id="faqs-title">FAQs</h2>
        <List>
          {items.map((item, index) => (
            <FaqEntry
              key={item.question}
              item={item}
              open={openIndex === index}
              onToggle={() => setOpenIndex((current) => (current === index ? null : index))}
            />
          ))}
        </List>
      </Inner>
    </Section>
  );
}
