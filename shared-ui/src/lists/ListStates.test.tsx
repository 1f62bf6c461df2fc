import { screen } from '@testing-library/react';
import SearchX from 'lucide-react/icons/search-x';
import { renderWithProviders } from '../testing/index.ts';
import { ButtonLink } from '../primitives/ButtonLink.tsx';
import { EmptyState } from './ListStates.tsx';

test('EmptyState shows a title, a sentence and a next step, with a decorative icon', () => {
  const { container } = renderWithProviders(
    <EmptyState icon={SearchX} title="No materials found" action={<ButtonLink to="/dashboard/courses">Browse courses</ButtonLink>}>
      Try another course code.
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { name: 'No materials found' })).toBeInTheDocument();
  expect(screen.getByText('Try another course code.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/dashboard/courses');
  const icon = container.querySelector('svg');
  expect(icon).toHaveAttribute('aria-hidden', 'true');
  expect(icon?.getAttribute('class')).toContain('lucide-search-x');
});

test('EmptyState without an icon draws the default one, and without an action shows no button or link', () => {
  const { container } = renderWithProviders(<EmptyState title="Nothing here yet" />);
  expect(screen.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});
