import { type NotificationList } from '@lectern/shared-api';
import { fakeNetworkPerTest, materialListPage, courseFixture, resetSessionPerTest, signInAs } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StudentRoutes from './StudentRoutes.tsx';

// Browse courses' place in the student area: /dashboard/courses inside the layout, its courses
// leading to the course pages at /dashboard/courses/:code.

const fakeNetwork = fakeNetworkPerTest();
resetSessionPerTest();

const notifications: NotificationList = { data: [], unread: 0, pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } };
const course = courseFixture({ id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' });

test('/dashboard/courses browses inside the layout, and a course opens its course page', async () => {
  fakeNetwork({
    'GET /api/notifications': { data: notifications },
    'GET /api/materials/recent': { data: materialListPage([], { pagination: { page: 1, limit: 5, total: 0, totalPages: 0 } }) },
    'GET /api/faculty': { data: [{ id: 'sci', name: 'Faculty of Science', departments: [{ id: 'csc', name: 'Computer Science' }] }] },
    'GET /api/courses/levels': { data: [{ level: 200, courses: 1 }] },
    'GET /api/courses': { data: { data: [{ ...course, approvedMaterials: 0 }], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } } },
    'GET /api/courses/by-code/CSC204': { data: { course, materials: [] } },
  });
  signInAs({ facultyId: 'sci', departmentId: 'csc', level: 200 });
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<StudentRoutes />, { route: '/dashboard/courses', path: '/dashboard/*' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Browse courses' })).toBeInTheDocument();
  expect(screen.getAllByRole('navigation', { name: 'Dashboard' }).length).toBeGreaterThan(0);
  await user.click(await screen.findByRole('link', { name: 'CSC 204: Data Structures 0 materials' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'CSC 204: Data Structures' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/courses/CSC204');
});
