import { MATERIAL_REQUEST_MESSAGES as M, type MaterialRequestReceipt } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, materialRequestFixture, type FakeNetwork, routeKeepingBody } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskForMaterial } from './AskForMaterial.tsx';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

const COURSES = [
  { id: 'c1', courseCode: 'CSC 204', courseName: 'Data Structures', description: null },
  { id: 'c9', courseCode: 'CSC 2041', courseName: 'Advanced Data Structures', description: null },
];

const receipt = (overrides: Partial<MaterialRequestReceipt> = {}): MaterialRequestReceipt => ({ request: materialRequestFixture(), joined: false, message: M.created, ...overrides });

async function openForm(props: Parameters<typeof AskForMaterial>[0]) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<AskForMaterial {...props} />, { route: '/dashboard/search' });
  await user.click(screen.getByRole('button', { name: M.ask }));
  return { user, dialog: await screen.findByRole('dialog', { name: M.ask }) };
}

test('opens with the search’s words and the course its code names, picked by itself; sends them and says so', async () => {
  const ask = routeKeepingBody({ status: 201, data: receipt() });
  net = fakeNetwork({
    'GET /api/courses/selection': { data: COURSES },
    'POST /api/material-requests': ask,
  });
  const { user, dialog } = await openForm({ text: 'csc204 past questions 2023' });
  expect(within(dialog).getByRole('textbox', { name: 'What do you need?' })).toHaveValue('csc204 past questions 2023');
  const course = within(dialog).getByRole('combobox', { name: 'Course' });
  expect(await within(dialog).findByDisplayValue('CSC 204 - Data Structures')).toBe(course);
  expect(net.calls.find((call) => call.url.pathname === '/api/courses/selection')?.url.searchParams.get('query')).toBe('CSC 204');

  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(M.created)).toBeInTheDocument();
  expect(ask.sent).toEqual({ courseId: 'c1', text: 'csc204 past questions 2023' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a duplicate of an open request is told it became a Me too', async () => {
  net = fakeNetwork({ 'POST /api/material-requests': { status: 200, data: receipt({ joined: true, message: M.joined }) } });
  const { user, dialog } = await openForm({ text: 'Past questions', course: { id: 'c1', courseCode: 'CSC204', courseName: 'Data Structures' } });
  expect(within(dialog).getByRole('combobox', { name: 'Course' })).toHaveValue('CSC 204 - Data Structures');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(M.joined)).toBeInTheDocument();
});

test('clear errors: no course and no words are said on the fields, the first one focused; the server’s field errors show on theirs', async () => {
  net = fakeNetwork({
    'GET /api/courses/selection': { data: COURSES },
    'POST /api/material-requests': { status: 400, error: { code: 'VALIDATION', message: M.textTooShort, errors: [{ field: 'text', message: M.textTooShort }] } },
  });
  const { user, dialog } = await openForm({ text: '' });
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  const course = within(dialog).getByRole('combobox', { name: 'Course' });
  expect(await within(dialog).findByText(M.courseRequired)).toBeInTheDocument();
  expect(within(dialog).getByText(M.textRequired)).toBeInTheDocument();
  expect(course).toHaveAttribute('aria-invalid', 'true');
  expect(course).toHaveFocus();

  await user.type(course, 'csc');
  await user.click(await within(dialog).findByRole('option', { name: /CSC 204 - Data Structures/ }));
  await user.type(within(dialog).getByRole('textbox', { name: 'What do you need?' }), 'Lab 3');
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
  expect(await within(dialog).findByText(M.textTooShort)).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'What do you need?' })).toHaveValue('Lab 3');
});

test('Cancel closes the form without asking', async () => {
  net = fakeNetwork({});
  const { user, dialog } = await openForm({ text: 'notes' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(net.calls.filter((call) => call.method === 'POST')).toEqual([]);
});
