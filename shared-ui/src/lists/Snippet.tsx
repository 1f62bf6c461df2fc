import type { MaterialSnippet } from '@lectern/shared-api/contract';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden.ts';
import { snippetParts, withShortLead } from './snippetParts.ts';

// A passage of a document's text, as a search found it: the page it is on, then the words with
// those that matched marked. Text only, never the document's HTML: React escapes every character.
const Passage = styled.p`
  position: relative;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.45;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
  ${({ theme }) => theme.media.belowSm} {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    -webkit-line-clamp: 2;
    line-clamp: 2;
  }
  mark {
    /* Colour and weight both: the match stands out without relying on colour alone. */
    background: ${({ theme }) => theme.colors.highlight};
    color: ${({ theme }) => theme.colors.onHighlight};
    font-weight: 600;
    border-radius: 2px;
    padding: 0 1px;
    box-decoration-break: clone;
    -webkit-box-decoration-break: clone;
  }
`;

const PageTag = styled.span`
  display: inline-block;
  margin-right: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  white-space: nowrap;
`;

const SpokenPage = styled.span`
  ${visuallyHidden}
`;

export interface SnippetProps {
  snippet: MaterialSnippet;
  className?: string;
}

/** Where the searched words are in a material: "p. 4" and the passage, the matched words in `<mark>`. */
export function Snippet({ snippet, className }: SnippetProps) {
  const { text, marks } = withShortLead(snippet.text, snippet.marks);
  return (
    <Passage className={className}>
      {/* Seen as the short "p. 4"; heard as "Page 4". */}
      <PageTag aria-hidden="true">p. {snippet.page}</PageTag>
      <SpokenPage>Page {snippet.page}: </SpokenPage>
      {snippetParts(text, marks).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </Passage>
  );
}
