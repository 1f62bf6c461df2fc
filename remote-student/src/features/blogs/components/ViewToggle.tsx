import styled from 'styled-components';
import type { BlogView } from '../hooks/useBlogListParams.ts';

const Group = styled.div`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 700;
  }
`;

const VIEWS: ReadonlyArray<{ view: BlogView; label: string }> = [
  { view: 'all', label: 'All posts' },
  { view: 'mine', label: 'My posts' },
];

/** All posts (approved, by everyone) or My posts (one's own, in every review status). */
export function ViewToggle({ view, onView }: { view: BlogView; onView: (view: BlogView) => void }) {
  return (
    <Group role="group" aria-label="Show">
      {VIEWS.map((option) => (
        <button key={option.view} type="button" aria-pressed={view === option.view} onClick={() => onView(option.view)}>
          {option.label}
        </button>
      ))}
    </Group>
  );
}
