import { GROUP_MESSAGES, type GroupSummary } from '@lectern/shared-api/contract';
import { type FakeNetwork, fakeNetworkPerTest, folderFixture, materialFixture, materialRequestFixture } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { coursePageWithMaterials, csc204Fixture } from '../testing/courseFixtures.ts';
import { CoursePage } from './CoursePage.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const course = csc204Fixture();

test('the course, where it is taught, and its materials grouped by classification', async () => {
  net = fakeNetwork({ 'GET /api/courses/by-code/CSC204': coursePageWithMaterials(course) });
  renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
  expect(await screen.findByRole('heading', { level: 1, name: 'CSC 204: Data Structures' })).toBeInTheDocument();
  expect(screen.getByText('Computer Science · 200 level')).toBeInTheDocument();
  const exams = screen.getByRole('region', { name: 'Exam Past Questions' });
  expect(within(exams).getByRole('article', { name: '2023 exam' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Lecture Notes' })).getByRole('article', { name: 'Week 1 notes' })).toBeInTheDocument();
});

test('no materials yet is an empty state inviting an upload or browsing courses; an unknown code says so', async () => {
  const onUpload = jest.fn();
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': { data: { course, materials: [] } },
    'GET /api/courses/by-code/XYZ999': { status: 404, error: { code: 'NOT_FOUND', message: 'No approved course has this code.' } },
  });
  const { unmount } = renderWithProviders(<CoursePage onUpload={onUpload} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
  expect(await screen.findByRole('heading', { name: 'No materials for this course yet.' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/dashboard/courses');
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Upload the first one' }));
  expect(onUpload).toHaveBeenCalled();
  unmount();
  renderWithProviders(<CoursePage onUpload={onUpload} />, { route: '/dashboard/courses/XYZ999', path: '/dashboard/courses/:code' });
  expect(await screen.findByRole('alert')).toHaveTextContent('No course with the code XYZ 999.');
});

test('Save on a course page’s card shows at once as Saved (the course page’s cache follows the change)', async () => {
  const user = userEvent.setup({ delay: null });
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': { data: { course, materials: [{ classification: 'lecture-notes', materials: [materialFixture()] }] } },
    'POST /api/materials/m1/save': { data: materialFixture({ isSaved: true }) },
  });
  renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
  await user.click(await screen.findByRole('button', { name: 'Save CSC 204 lecture notes' }));
  expect(await screen.findByRole('button', { name: 'Saved CSC 204 lecture notes' })).toHaveAttribute('aria-pressed', 'true');
});

test('a material carrying a passage of its text shows it under its title, with its page and the words marked', async () => {
  const text = 'Worked solution to 2019 exam question 3: insert into an AVL tree.';
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': {
      data: {
        course,
        materials: [
          {
            classification: 'exam-past-questions',
            materials: [materialFixture({ id: 'a', label: '2019 exam', snippet: { page: 2, text, marks: [{ start: text.indexOf('2019'), end: text.indexOf(':') }] } })],
          },
        ],
      },
    },
  });
  renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
  const card = await screen.findByRole('article', { name: '2019 exam' });
  expect(within(card).getByText('p. 2')).toBeInTheDocument();
  expect(within(card).getByText('2019 exam question 3').tagName).toBe('MARK');
});

test('the course’s public folders show as a Folders group, each with its owner and leading to its page', async () => {
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': { data: { course, materials: [{ classification: 'lecture-notes', materials: [materialFixture()] }] } },
    'GET /api/folders': (url) => {
      expect(url.searchParams.get('courseId')).toBe('c1');
      const folder = folderFixture({ visibility: 'public', isOwner: false, owner: { id: 'u2', firstName: 'Bola', lastName: 'Ade', username: 'bola' } });
      return { data: { data: [folder], pagination: { page: 1, limit: 6, total: 1, totalPages: 1 } } };
    },
  });
  renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
  const folders = await screen.findByRole('region', { name: 'Folders' });
  const pack = within(folders).getByRole('article', { name: 'CSC 204 exam pack' });
  expect(within(pack).getByRole('link', { name: 'CSC 204 exam pack' })).toHaveAttribute('href', '/dashboard/folders/f1');
  expect(within(pack).getByText('by Bola Ade')).toBeInTheDocument();
});

const studyGroup = (overrides: Partial<GroupSummary> = {}): GroupSummary => ({
  id: 'g1',
  name: 'CSC 204 revision',
  description: null,
  course: { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' },
  joinPolicy: 'open',
  memberCount: 3,
  myRole: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActivityAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

test('Study groups for CSC 204: the course’s open groups with Join, and Start a group for this course', async () => {
  const user = userEvent.setup({ delay: null });
  let joined = false;
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': { data: { course, materials: [{ classification: 'lecture-notes', materials: [materialFixture()] }] } },
    'GET /api/groups': (url) => {
      expect(url.searchParams.get('courseId')).toBe('c1');
      const groups = [studyGroup({ myRole: joined ? 'member' : null }), studyGroup({ id: 'g2', name: 'Mine too', myRole: 'owner', memberCount: 1 })];
      return { data: { data: groups, pagination: { page: 1, limit: 6, total: 2, totalPages: 1 } } };
    },
    // The join answers the group's page, as GET /groups/:id does.
    'POST /api/groups/g1/join': () => (
      (joined = true),
      { data: { ...studyGroup({ myRole: 'member', memberCount: 4 }), owner: { id: 'u2', firstName: 'Bola', lastName: 'Ade' }, chatLink: null, inviteCode: null, readOnly: false } }
    ),
  });
  renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
  const groups = await screen.findByRole('region', { name: GROUP_MESSAGES.courseGroupsHeading('CSC 204') });
  expect(await within(groups).findByRole('link', { name: 'CSC 204 revision' })).toHaveAttribute('href', '/dashboard/groups/g1');
  expect(within(groups).getByText('3 members')).toBeInTheDocument();
  expect(within(groups).getByText('Owner')).toBeInTheDocument();
  expect(within(groups).getByRole('link', { name: 'Start a group for this course' })).toHaveAttribute('href', '/dashboard/groups?new=1');
  await user.click(within(groups).getByRole('button', { name: 'Join CSC 204 revision' }));
  expect(await screen.findByText(GROUP_MESSAGES.joined('CSC 204 revision'))).toBeInTheDocument();
  await waitFor(() => expect(within(groups).queryByRole('button', { name: 'Join CSC 204 revision' })).not.toBeInTheDocument());
  expect(within(groups).getByText('Member')).toBeInTheDocument();
});

test('a course without study groups says so and still offers to start one', async () => {
  net = fakeNetwork({
    'GET /api/courses/by-code/CSC204': { data: { course, materials: [] } },
    'GET /api/groups': { data: { data: [], pagination: { page: 1, limit: 6, total: 0, totalPages: 0 } } },
  });
  renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
  const groups = await screen.findByRole('region', { name: 'Study groups for CSC 204' });
  expect(await within(groups).findByText('No study groups for CSC 204 yet. Start one and others taking it can join.')).toBeInTheDocument();
  expect(within(groups).getByRole('link', { name: 'Start a group for this course' })).toBeInTheDocument();
});

describe('Requested materials', () => {
  const coursePage = { data: { course, materials: [] } };

  test('open requests, most asked for first, as text (markup shows as the characters typed), with how many asked and Me too', async () => {
    const user = userEvent.setup({ delay: null });
    let requests = [
      materialRequestFixture({ id: 'r1', text: '<b>2023</b> past questions <img src=x>', askers: 3 }),
      materialRequestFixture({ id: 'r2', text: 'Week 5 slides', askers: 1, mine: true }),
    ];
    net = fakeNetwork({
      'GET /api/courses/by-code/CSC204': coursePage,
      'GET /api/material-requests': (url) => (url.searchParams.get('courseId') === 'c1' ? { data: { data: requests, pagination: { page: 1, limit: 20, total: 2, totalPages: 1 } } } : undefined),
      'POST /api/material-requests/r1/me-too': () => {
        requests = requests.map((r) => (r.id === 'r1' ? { ...r, meToo: true, askers: 4 } : r));
        return { data: requests[0]! };
      },
    });
    renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
    const section = await screen.findByRole('region', { name: 'Requested materials' });
    const items = await within(section).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('<b>2023</b> past questions <img src=x>');
    expect(within(items[0]!).queryByRole('img')).not.toBeInTheDocument();
    expect(items[0]).toHaveTextContent('3 people asked');
    expect(items[1]).toHaveTextContent('1 person asked');
    expect(within(items[1]!).getByText('You asked for this')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: /Me too/ })).not.toBeInTheDocument();

    const meToo = within(items[0]!).getByRole('button', { name: 'Me too for <b>2023</b> past questions <img src=x>' });
    expect(meToo).toHaveAttribute('aria-pressed', 'false');
    await user.click(meToo);
    await waitFor(() => expect(within(section).getByRole('button', { name: /^Me too/ })).toHaveAttribute('aria-pressed', 'true'));
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('4 people asked');
    expect(net.calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/material-requests/r1/me-too')).toBe(true);
  });

  test('none yet says so; "Ask for material" opens the form with this course chosen', async () => {
    const user = userEvent.setup({ delay: null });
    net = fakeNetwork({
      'GET /api/courses/by-code/CSC204': coursePage,
      'GET /api/material-requests': { data: { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } } },
    });
    renderWithProviders(<CoursePage onUpload={() => undefined} />, { route: '/dashboard/courses/CSC204', path: '/dashboard/courses/:code' });
    const section = await screen.findByRole('region', { name: 'Requested materials' });
    expect(await within(section).findByText('Nobody has asked for material for this course yet.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ask for material' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for this material' });
    expect(within(dialog).getByRole('combobox', { name: 'Course' })).toHaveValue('CSC 204 - Data Structures');
    expect(within(dialog).getByRole('textbox', { name: 'What do you need?' })).toHaveValue('');
  });
});
