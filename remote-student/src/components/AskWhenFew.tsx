import { SEARCH_FEW_RESULTS, type MaterialCourse } from '@lectern/shared-api/contract';
import { spreadRowCss } from '@lectern/shared-ui/rows';
import styled from 'styled-components';
import { AskForMaterial } from './AskForMaterial.tsx';

const Panel = styled.aside`
  ${spreadRowCss}
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    flex: 1 1 16rem;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ASK_PROMPT = 'Not finding what you need? Ask for it: others who need it can say Me too, and you are told when someone uploads it.';

export interface AskWhenFewProps {
  /** How many the search found (after any closer spelling). */
  total: number;
  query: string;
  /** The course searched, when the search was of one course. */
  course?: MaterialCourse | null;
}

/** Under a search that found none or few (fewer than SEARCH_FEW_RESULTS): "Ask for this material". */
export function AskWhenFew({ total, query, course = null }: AskWhenFewProps) {
  if (total >= SEARCH_FEW_RESULTS || !query.trim()) return null;
  return (
    <Panel aria-label="Ask for material">
      <p>{ASK_PROMPT}</p>
      <AskForMaterial text={query} course={course} />
    </Panel>
  );
}
