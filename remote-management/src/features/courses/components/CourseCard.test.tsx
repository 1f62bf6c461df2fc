import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import { courseFixture } from '../test/courseFixtures.ts';
import { CourseCard } from './CourseCard.tsx';

const link = (name: string, level: number, reviewStatus: 'pending' | 'approved' | 'rejected') => ({
  departmentId: `d-${name}-${level}`,
  level,
  department: { name },
  reviewStatus,
});

test('a pending department link is shown as pending, a linked one plainly', () => {
  renderWithProviders(<CourseCard course={courseFixture()} onOpen={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Data Structures' })).toHaveAccessibleDescription(/^Code: CSC 204/);
  // The course's own status, then the one pending link.
  const article = screen.getByRole('article', { name: 'Data Structures' });
  expect(within(article).getByText('Approved')).toBeInTheDocument();
  const pending = within(article).getByText('Pending');
  expect(pending.parentElement).toHaveTextContent('Departments: Computer Science, Mathematics Pending');
});

test('a department taking the course at one level and asking at another counts as linked', () => {
  const course = courseFixture({
    departments: [link('Physics', 100, 'approved'), link('Physics', 200, 'pending'), link('Chemistry', 300, 'rejected')],
  });
  renderWithProviders(<CourseCard course={course} onOpen={() => undefined} />);
  expect(screen.getByRole('button', { name: 'Data Structures' })).toHaveAccessibleDescription(/Departments: Physics, Chemistry Rejected/);
  expect(within(screen.getByRole('article', { name: 'Data Structures' })).queryByText('Pending')).not.toBeInTheDocument();
});
