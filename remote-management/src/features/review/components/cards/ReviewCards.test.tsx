import { REVIEW_OVERDUE_MS, REWARD_MESSAGES } from '@lectern/shared-api/contract';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { announcementFixture } from '../../../../test/announcementFixture.ts';
import { applicationFixture, blogFixture, courseFixture, dlcFixture, materialFixture, reportFixture } from '../../testing/reviewFixtures.ts';
import { AnnouncementReviewCard, calendarDayLabel } from './AnnouncementReviewCard.tsx';
import { BlogReviewCard } from './BlogReviewCard.tsx';
import { CourseReviewCard } from './CourseReviewCard.tsx';
import { DlcReviewCard } from './DlcReviewCard.tsx';
import { MaterialReviewCard } from './MaterialReviewCard.tsx';
import { ModeratorApplicationCard } from './ModeratorApplicationCard.tsx';
import { ReportReviewCard } from './ReportReviewCard.tsx';

test('a course card shows its code, how many departments take it and its description', () => {
  const course = courseFixture({
    departments: [
      { departmentId: 'd1', level: 100, department: { name: 'Computer Science' } },
      { departmentId: 'd2', level: 200, department: { name: 'Mathematics' } },
    ],
  });
  renderWithProviders(<CourseReviewCard course={course} />);
  expect(screen.getByRole('heading', { name: 'Intro to Graphs' })).toBeInTheDocument();
  expect(screen.getByText('Code: CSC 201')).toBeInTheDocument();
  expect(screen.getByText('Departments: 2')).toBeInTheDocument();
  expect(screen.getByText('Vertices, edges and walks.')).toBeInTheDocument();
});

test('a course with no departments and no description says so', () => {
  renderWithProviders(<CourseReviewCard course={courseFixture({ description: null })} />);
  expect(screen.queryByText(/^Departments:/)).not.toBeInTheDocument();
  expect(screen.getByText('No description provided.')).toBeInTheDocument();
});

test('a DLC card shows the department, the level and the course with its code as everywhere (CSC 201)', () => {
  renderWithProviders(<DlcReviewCard item={dlcFixture()} />);
  expect(screen.getByRole('heading', { name: 'Computer Science' })).toBeInTheDocument();
  expect(screen.getByText('Level 200')).toBeInTheDocument();
  expect(screen.getByText('Intro to Graphs')).toBeInTheDocument();
  expect(screen.getByText('CSC 201')).toBeInTheDocument();
  expect(screen.getByText('Vertices, edges and walks.')).toBeInTheDocument();
});

test('a DLC card names the department by its id when the directory has no name for it', () => {
  renderWithProviders(<DlcReviewCard item={dlcFixture({ departmentId: 'd-42', department: { id: 'd-42', name: '' } })} />);
  expect(screen.getByRole('heading', { name: 'd-42' })).toBeInTheDocument();
});

test('a blog card: type with spaces, author, three tags then +N more, views and likes', () => {
  renderWithProviders(<BlogReviewCard blog={blogFixture({ tags: ['exams', 'habits', 'sleep', 'coffee', 'notes'] })} />);
  expect(screen.getByText('study tips')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'How I revise for exams' })).toBeInTheDocument();
  expect(screen.getByText('by Bola Ade')).toBeInTheDocument();
  expect(screen.getByText('Short sessions, every day.')).toBeInTheDocument();
  const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem').map((tag) => tag.textContent);
  expect(tags).toEqual(['exams', 'habits', 'sleep', '+2 more']);
  expect(screen.getByText('Views: 12')).toBeInTheDocument();
  expect(screen.getByText('Likes: 3')).toBeInTheDocument();
});

test('a blog card with three tags or fewer shows no +N more', () => {
  renderWithProviders(<BlogReviewCard blog={blogFixture({ tags: ['exams', 'habits', 'sleep'] })} />);
  expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByText(/more$/)).not.toBeInTheDocument();
});

test('a blog heading image that fails to load gives way to a placeholder; no image shows none', () => {
  const { unmount } = renderWithProviders(<BlogReviewCard blog={blogFixture({ headingImageAddress: '/api/blogs/b1/image' })} />);
  const image = screen.getByRole('presentation');
  expect(image).toHaveAttribute('src', '/api/blogs/b1/image');
  fireEvent.error(image);
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  expect(screen.getByText('Image unavailable')).toBeInTheDocument();
  unmount();

  renderWithProviders(<BlogReviewCard blog={blogFixture({ headingImageAddress: null })} />);
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  expect(screen.queryByText('Image unavailable')).not.toBeInTheDocument();
});

test('a material card: preview, classification and type, uploader, course and a link that opens it', () => {
  renderWithProviders(<MaterialReviewCard material={materialFixture({ previewUrl: '/api/materials/m1/preview' })} />);
  expect(screen.getByRole('heading', { name: 'CSC 204 lecture notes' })).toBeInTheDocument();
  expect(screen.getByText('Lecture Notes')).toBeInTheDocument();
  expect(screen.getByText('Uploaded by Bola Ade')).toBeInTheDocument();
  expect(screen.getByText('CSC 204: Data Structures')).toBeInTheDocument();
  const open = screen.getByRole('link', { name: 'Open material (opens in a new tab)' });
  expect(open).toHaveAttribute('href', '/material/m1');
  expect(open).toHaveAttribute('target', '_blank');
  expect(screen.queryByText('Overdue')).not.toBeInTheDocument();

  fireEvent.error(screen.getByRole('presentation'));
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  expect(screen.getAllByText('PDF')).toHaveLength(2); // the placeholder and the type badge
});

test('a material card says when its preview is still being made, or could not be', () => {
  const { unmount } = renderWithProviders(<MaterialReviewCard material={materialFixture({ type: 'pptx', previewStatus: 'pending', previewUrl: null, readUrl: null })} />);
  expect(screen.getByRole('status')).toHaveTextContent('Preparing preview...');
  unmount();
  renderWithProviders(<MaterialReviewCard material={materialFixture({ previewStatus: 'unavailable', previewUrl: null, readUrl: null })} />);
  expect(screen.getByText('Preview unavailable')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open material (opens in a new tab)' })).toBeInTheDocument();
});

test('a material pending for longer than a day is marked Overdue; a decided one never is', () => {
  const longAgo = new Date(Date.now() - REVIEW_OVERDUE_MS - 60_000).toISOString();
  const { unmount } = renderWithProviders(<MaterialReviewCard material={materialFixture({ createdAt: longAgo })} />);
  expect(screen.getByText('Overdue')).toBeInTheDocument();
  unmount();
  renderWithProviders(<MaterialReviewCard material={materialFixture({ createdAt: longAgo, reviewStatus: 'approved' })} />);
  expect(screen.queryByText('Overdue')).not.toBeInTheDocument();
});

test('a report card: the material and its link, the reason, the text, who reported it and how many reports are open', () => {
  renderWithProviders(<ReportReviewCard report={reportFixture()} />);
  expect(screen.getByRole('link', { name: 'CSC 204 lecture notes (opens in a new tab)' })).toHaveAttribute('href', '/material/m1');
  expect(screen.getByText('Copyright')).toBeInTheDocument();
  expect(screen.getByText('Scanned from the textbook.')).toBeInTheDocument();
  expect(screen.getByText('Reported by Chi Eze')).toBeInTheDocument();
  expect(screen.getByText('3 open reports')).toBeInTheDocument();
});

test('a material whose uploader has earned it is marked as skipping the queue', () => {
  const { unmount } = renderWithProviders(<MaterialReviewCard material={materialFixture({ skipsQueue: true })} />);
  expect(screen.getByText(REWARD_MESSAGES.skipsQueueBadge)).toBeInTheDocument();
  unmount();
  renderWithProviders(<MaterialReviewCard material={materialFixture({ skipsQueue: false })} />);
  expect(screen.queryByText(REWARD_MESSAGES.skipsQueueBadge)).not.toBeInTheDocument();
});

test('a moderator application: applicant, email, username, department, level, the whole reason and when', () => {
  const reason = 'I have tutored first years for two sessions.\nI know the course outlines well and want to help keep the notes tidy.';
  renderWithProviders(<ModeratorApplicationCard application={applicationFixture({ reason })} />);
  expect(screen.getByRole('heading', { name: 'Ada Obi' })).toBeInTheDocument();
  expect(screen.getByText('ada@uni.edu')).toBeInTheDocument();
  expect(screen.getByText('@adaobi')).toBeInTheDocument();
  expect(screen.getByText('Computer Science')).toBeInTheDocument();
  expect(screen.getByText('Level 300')).toBeInTheDocument();
  expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === reason)).toBeInTheDocument();
  expect(screen.getByText('2 hours ago')).toBeInTheDocument();
});

test('an application from someone with no username leaves the username out and shows the rest', () => {
  renderWithProviders(
    <ModeratorApplicationCard application={applicationFixture({ applicant: { id: 'u4', firstName: 'Chi', lastName: 'Eze', username: null, email: 'chi@uni.edu' } })} />,
  );
  // The card is there, with its applicant: only the username line is missing.
  expect(screen.getByRole('heading', { name: 'Chi Eze' })).toBeInTheDocument();
  expect(screen.getByText('chi@uni.edu')).toBeInTheDocument();
  expect(screen.getByText('Computer Science')).toBeInTheDocument();
  expect(screen.queryByText(/^@/)).not.toBeInTheDocument();
});

test('an announcement: title, text, its link in a new tab, the days it shows and its author', () => {
  renderWithProviders(<AnnouncementReviewCard announcement={announcementFixture()} />);
  expect(screen.getByRole('heading', { name: 'Exam timetable is out' })).toBeInTheDocument();
  expect(screen.getByText('Check your department notice board.')).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'https://uni.edu/timetable (opens in a new tab)' });
  expect(link).toHaveAttribute('href', 'https://uni.edu/timetable');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(screen.getByText(/^Shows/)).toHaveTextContent(`Shows ${calendarDayLabel('2099-03-01')} – ${calendarDayLabel('2099-03-14')}`);
  expect(screen.getByText('by Mo Derator')).toBeInTheDocument();
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  expect(screen.queryByText('Ended')).not.toBeInTheDocument();
});

test('an announcement shows its image when it has one', () => {
  renderWithProviders(<AnnouncementReviewCard announcement={announcementFixture({ imageUrl: '/api/announcements/an1/image', link: null })} />);
  expect(screen.getByRole('presentation')).toHaveAttribute('src', '/api/announcements/an1/image');
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('an announcement whose last day has passed says what that means on its tab; a current approved one is showing', () => {
  const now = Date.parse('2026-03-20T12:00:00Z');
  const past = { startsOn: '2026-03-01', endsOn: '2026-03-19' };
  const { unmount } = renderWithProviders(<AnnouncementReviewCard announcement={announcementFixture(past)} now={now} />);
  expect(screen.getByText('Ended')).toBeInTheDocument();
  expect(screen.getByText('Its dates have passed: approving it now would not show it.')).toBeInTheDocument();
  unmount();

  const second = renderWithProviders(<AnnouncementReviewCard announcement={announcementFixture({ ...past, reviewStatus: 'approved' })} now={now} />);
  expect(screen.getByText('Its dates have passed: it no longer shows.')).toBeInTheDocument();
  second.unmount();

  // The last day itself still counts: it shows to the end of that day.
  renderWithProviders(<AnnouncementReviewCard announcement={announcementFixture({ startsOn: '2026-03-01', endsOn: '2026-03-20', reviewStatus: 'approved' })} now={now} />);
  expect(screen.getByText('Showing now')).toBeInTheDocument();
  expect(screen.queryByText('Ended')).not.toBeInTheDocument();
});
