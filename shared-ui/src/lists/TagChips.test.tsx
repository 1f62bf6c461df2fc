import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.ts';
import { TagChips } from './TagChips.tsx';

test('a card shows its first tags and how many more there are', () => {
  renderWithProviders(<TagChips tags={['exam', 'notes', 'maths', 'past questions']} limit={2} />);
  const items = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual(['exam', 'notes', '+2 more']);
});

test('without a limit every tag is shown, and no tags show no list', () => {
  const { rerender } = renderWithProviders(<TagChips tags={['exam', 'notes', 'maths']} size="md" />);
  expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByText(/more/)).not.toBeInTheDocument();
  rerender(<TagChips tags={[]} />);
  expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument();
});
