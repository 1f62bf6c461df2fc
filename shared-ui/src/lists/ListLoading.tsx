import styled from 'styled-components';
import { Spinner } from '../primitives/Spinner.tsx';

/** The student area's muted line where a list stands: its loading ring and sentence, or an empty list's sentence. */
export const ListLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The portal's look: a larger ring in the middle of the panel. */
const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

export interface ListLoadingProps {
  /** What is loading, e.g. 'Loading materials...': always announced, shown unless `showLabel` is false. */
  label: string;
  /** `line` (the student area's lists) or `centered` (the portal's panels and dialogs). */
  look?: 'line' | 'centered';
  showLabel?: boolean;
}

/** A list that has no answer yet: its spinner, announced by its sentence. */
export function ListLoading({ label, look = 'line', showLabel = true }: ListLoadingProps) {
  return look === 'centered' ? (
    <Centered>
      <Spinner label={label} showLabel={showLabel} size={28} />
    </Centered>
  ) : (
    <ListLine>
      <Spinner size={20} label={label} showLabel={showLabel} />
    </ListLine>
  );
}
