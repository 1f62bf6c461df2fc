// Things as the API answers them, typed by the contract, for the component tests of every package.
// A test overrides only what it is about; a package that needs other defaults wraps these.
import type { Announcement, Blog, Course, FolderSummary, Material, MaterialListPage, MaterialRequest, OwnFolder, SessionUser } from '../contract/index.ts';

/** A signed-in person for tests: a verified student unless told otherwise. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Obi',
    role: 'student',
    username: 'ada',
    email: 'ada@uni.edu',
    departmentId: null,
    facultyId: null,
    level: 200,
    createdAt: '2026-01-01T00:00:00.000Z',
    auth: { emailVerified: true },
    ...overrides,
  };
}

/** A material in a list: an approved PDF of a course, with a few downloads, views and likes. */
export function materialFixture(overrides: Partial<Material> = {}): Material {
  return {
    id: 'm1',
    label: 'CSC 204 lecture notes',
    description: 'Weeks 1 to 6',
    classification: 'lecture-notes',
    type: 'pdf',
    visibility: 'public',
    restriction: 'downloadable',
    tags: ['exam'],
    course: { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' },
    creator: { id: 'u2', firstName: 'Bola', lastName: 'Ade', username: 'bola' },
    reviewStatus: 'approved',
    reviewComment: null,
    downloads: 3,
    views: 10,
    likes: 2,
    pages: 12,
    pageAspect: null,
    previewUrl: null,
    previewStatus: 'ready',
    readUrl: '/api/materials/m1/file?inline=1',
    snippet: null,
    url: null,
    fileName: 'notes.pdf',
    size: 2_400_000,
    createdAt: '2026-02-01T10:00:00.000Z',
    isSaved: false,
    isLiked: false,
    canDownload: true,
    skipsQueue: false,
    ...overrides,
  };
}

/** One page of a material list (search, recent, saved, mine, recommendations) as the server answers it. */
export function materialListPage(materials: Material[], overrides: Partial<MaterialListPage> = {}): MaterialListPage {
  return {
    data: materials,
    pagination: { page: 1, limit: 10, total: materials.length, totalPages: materials.length === 0 ? 0 : 1 },
    totalCapped: false,
    spelling: null,
    ...overrides,
  };
}

/** A course: approved, CSC 204, taken by no department unless told. */
export function courseFixture(overrides: Partial<Course> = {}): Course {
  return {
    id: 'c1',
    courseName: 'Data Structures',
    courseCode: 'CSC204',
    description: null,
    reviewStatus: 'approved',
    createdAt: '2026-01-01T00:00:00.000Z',
    departments: [],
    ...overrides,
  };
}

/** A blog post: approved, with one tag and no heading image. */
export function blogFixture(overrides: Partial<Blog> = {}): Blog {
  return {
    id: 'b1',
    title: 'How I revise for past questions',
    type: 'exam_prep',
    description: 'Three habits that took my MTH 101 grade from C to A.',
    body: 'Start early.\n\nWork the questions, then read the notes.',
    headingImageAddress: null,
    tags: ['exams'],
    views: 12,
    likes: 3,
    isLiked: false,
    reviewStatus: 'approved',
    reviewComment: null,
    creator: { id: 'u2', firstName: 'Bola', lastName: 'Ade' },
    createdAt: '2026-03-02T09:00:00.000Z',
    ...overrides,
  };
}

/** An announcement: the approved, current one (as GET /announcements/current answers), with an image. */
export function announcementFixture(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 'a1',
    title: 'Exam timetable is out',
    body: 'Check your slots before Friday.',
    link: 'https://uni.example.edu/timetable',
    imageUrl: '/api/announcements/a1/image',
    startsOn: '2026-11-20',
    endsOn: '2026-11-30',
    reviewStatus: 'approved',
    reviewComment: null,
    createdAt: '2026-11-19T09:00:00.000Z',
    author: { firstName: 'Tola', lastName: 'Ade' },
    ...overrides,
  };
}

/** A folder as lists show it: Private, top level, of a course, owned by the student of `sessionUser`. */
export function folderFixture(overrides: Partial<FolderSummary> = {}): FolderSummary {
  return {
    id: 'f1',
    name: 'CSC 204 exam pack',
    description: 'Past questions and the notes that answer them',
    visibility: 'private',
    course: { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' },
    parentId: null,
    depth: 1,
    owner: { id: 'u1', firstName: 'Ada', lastName: 'Obi', username: 'ada' },
    materialCount: 2,
    folderCount: 0,
    views: 0,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    isOwner: true,
    ...overrides,
  };
}

/** One of the asker's own folders in the "Add to folder" menu: without the material unless told. */
export function ownFolderFixture(overrides: Partial<OwnFolder> = {}): OwnFolder {
  return { ...folderFixture(), hasMaterial: false, ...overrides };
}

/** An open request for material of CSC 204, by someone else, with one Me too. */
export function materialRequestFixture(overrides: Partial<MaterialRequest> = {}): MaterialRequest {
  return {
    id: 'r1',
    course: { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' },
    text: 'CSC 204 past questions 2023',
    status: 'open',
    askers: 2,
    mine: false,
    meToo: false,
    answeredBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
