import { useMaterialText } from '@lectern/shared-api/student';
import { Button, Spinner } from '@lectern/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { markedParts } from '../pdf/searchWords.ts';

export const TEXT_VIEW_MESSAGES = {
  loading: 'Loading the text...',
  empty: 'No text was found in this material. It may be a scanned document: read its pages instead.',
  failed: 'The text could not be loaded.',
} as const;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.belowSm} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const State = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** One page's text: readable at any width, at the reader's own font size, its lines kept. */
const PageText = styled.section`
  max-width: 70ch;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.65;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  mark {
    background: ${({ theme }) => theme.colors.highlight};
    color: inherit;
    border-radius: 2px;
  }
  & + & {
    padding-top: ${({ theme }) => theme.space.lg};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The text with the searched words in `<mark>`: React text nodes only, so the text is never read as HTML. */
function MarkedText({ text, words }: { text: string; words: readonly string[] }) {
  if (words.length === 0) return text;
  return markedParts(text, words).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text));
}

/**
 * The material's text as the server read it out of each page: on a phone, text that wraps to the
 * screen reads better than any zoom of the page. Fetched only once the reader asks for it.
 */
export function PdfTextView({ materialId, words = [], onShowPages }: { materialId: string; words?: readonly string[]; onShowPages: () => void }) {
  const query = useMaterialText(materialId);
  const headingId = useId();
  if (query.isPending) {
    return (
      <Panel>
        <State>
          <Spinner label={TEXT_VIEW_MESSAGES.loading} showLabel />
        </State>
      </Panel>
    );
  }
  if (query.isError) {
    return (
      <Panel>
        <State role="alert">
          <p>{TEXT_VIEW_MESSAGES.failed}</p>
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </State>
      </Panel>
    );
  }
  const pages = query.data.pages.filter((page) => page.text.trim() !== '');
  if (pages.length === 0) {
    return (
      <Panel>
        <State>
          <p>{TEXT_VIEW_MESSAGES.empty}</p>
          <Button size="sm" variant="secondary" onClick={onShowPages}>
            Show the pages
          </Button>
        </State>
      </Panel>
    );
  }
  return (
    <Panel>
      {pages.map((page) => (
        <PageText key={page.page} aria-labelledby={`${headingId}-${page.page}`}>
          <h2 id={`${headingId}-${page.page}`}>Page {page.page}</h2>
          <p>
            <MarkedText text={page.text.trim()} words={words} />
          </p>
        </PageText>
      ))}
    </Panel>
  );
}
