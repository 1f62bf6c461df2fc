import { renderWithProviders } from '@lectern/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { blogFixture } from '@lectern/shared-api/testing';
import { BlogCard } from './BlogCard.tsx';

const renderCard = (...args: Parameters<typeof blogFixture>) =>
  renderWithProviders(<BlogCard blog={blogFixture(...args)} />, { route: '/dashboard/blogs' });

test('the card shows the type with spaces, the title as a link, the author, description, counts', () => {
  renderCard({ id: 'b7', type: 'course_review', title: 'CSC 204 was worth it', views: 1, likes: 14 });
  const card = screen.getByRole('article', { name: 'CSC 204 was worth it' });
  expect(within(card).getByText('Course review')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'CSC 204 was worth it' })).toHaveAttribute('href', '/dashboard/blogs/b7');
  expect(within(card).getByText('by Bola Ade')).toBeInTheDocument();
  expect(within(card).getByText('Three habits that took my MTH 101 grade from C to A.')).toBeInTheDocument();
  expect(within(card).getByText('1 view')).toBeInTheDocument();
  expect(within(card).getByText('14 likes')).toBeInTheDocument();
  // The review status is for one's own posts only.
  expect(within(card).queryByText('Approved')).not.toBeInTheDocument();
});

test('at most three tags, then how many more', () => {
  renderCard({ tags: ['exams', 'mth101', 'habits', 'sleep', 'groups'] });
  const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
  expect(tags.map((tag) => tag.textContent)).toEqual(['exams', 'mth101', 'habits', '+2 more']);
});

test('a heading image that fails to load gives way to a placeholder; no image shows an icon, not a broken picture', () => {
  const { unmount } = renderCard({ headingImageAddress: '/api/blogs/b1/image' });
  const image = screen.getByRole('presentation');
  expect(image).toHaveAttribute('src', '/api/blogs/b1/image');
  fireEvent.error(image);
  expect(screen.getByRole('img', { name: 'Image unavailable' })).toBeInTheDocument();
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  unmount();

  renderCard({ headingImageAddress: null });
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Image unavailable' })).not.toBeInTheDocument();
});

test('my posts show each one’s review status, and a rejection’s reason', () => {
  renderWithProviders(
    <>
      <BlogCard showReviewStatus blog={blogFixture({ id: 'p', title: 'Waiting', reviewStatus: 'pending' })} />
      <BlogCard showReviewStatus blog={blogFixture({ id: 'r', title: 'Refused', reviewStatus: 'rejected', reviewComment: 'Please remove the exam answers.' })} />
    </>,
    { route: '/dashboard/blogs' },
  );
  expect(within(screen.getByRole('article', { name: 'Waiting' })).getByText('Pending review')).toBeInTheDocument();
  const rejected = screen.getByRole('article', { name: 'Refused' });
  expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
  expect(within(rejected).getByText('Reason: Please remove the exam answers.')).toBeInTheDocument();
});
