import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { UploadHarness, uploadFakesPerTest } from '../testing/uploadModalHarness.tsx';

const fakes = uploadFakesPerTest([
  { id: 'c1', courseCode: 'CSC 204', courseName: 'Data Structures', description: 'Lists, trees and graphs' },
  { id: 'c2', courseCode: 'CSC 205', courseName: 'Operating Systems', description: null },
]);
const { network } = fakes;

async function openModal() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<UploadHarness />, { route: '/dashboard' });
  await user.click(screen.getByRole('button', { name: 'New' }));
  return { user, ...view, dialog: screen.getByRole('dialog') };
}

const pdf = (name = 'notes.pdf', size?: number) => {
  const file = new File(['%PDF-1.7'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function fillFileForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  await user.type(screen.getByLabelText('Material title'), 'CSC 204 notes');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'Lecture Notes');
  await user.upload(screen.getByLabelText('File'), pdf());
}

test('step 1 offers a file or a link; Back returns to it and forgets the choice', async () => {
  network();
  const { user } = await openModal();
  expect(screen.getByRole('dialog', { name: 'Upload material' })).toBeInTheDocument();
  expect(screen.getByText('1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /File Upload.*PDF, PPT or DOC/ })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Helpful Link.*Paste the URL/ }));
  expect(screen.getByText('2 of 2')).toBeInTheDocument();
  expect(screen.getByLabelText('URL')).toBeInTheDocument();
  expect(screen.queryByLabelText('File')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByText('1 of 2')).toBeInTheDocument();
  expect(screen.queryByLabelText('URL')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  expect(screen.getByLabelText('File')).toHaveAttribute('accept', '.pdf,.ppt,.pptx,.doc,.docx');
  expect(screen.getByLabelText('Description (optional)')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Course (optional)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
});

test('fields are checked on blur with the specification messages', async () => {
  network();
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  await user.click(screen.getByLabelText('Material title'));
  await user.tab();
  expect(await screen.findByText('Material title is required')).toBeInTheDocument();
  expect(screen.queryByText('Please select a classification')).not.toBeInTheDocument();
  await user.click(screen.getByRole('combobox', { name: 'Classification' }));
  await user.tab();
  expect(await screen.findByText('Please select a classification')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Please select a file to upload')).toBeInTheDocument();
  expect(fakes.uploads?.requests).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Back' }));
  await user.click(screen.getByRole('button', { name: /Helpful Link/ }));
  await user.type(screen.getByLabelText('URL'), 'not a link');
  await user.tab();
  expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
});

test('a file over 20MB is refused inline and with an alert', async () => {
  network();
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  await user.upload(screen.getByLabelText('File'), pdf('big.pdf', 20 * 1024 * 1024 + 1));
  expect(alert).toHaveBeenCalledWith('File size must be less than 20MB');
  expect(await screen.findByText('File size must be less than 20MB')).toBeInTheDocument();
  expect(screen.getByLabelText('File')).toHaveAttribute('aria-invalid', 'true');
});

test('the file field is a drop zone that names the accepted types and the limit, shows the chosen file and removes it', async () => {
  network();
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  const input = screen.getByLabelText('File');
  const zone = input.parentElement as HTMLElement;
  expect(zone).toHaveTextContent('Choose a file or drop it here');
  expect(input).toHaveAccessibleDescription('PDF, PPT, PPTX, DOC or DOCX, up to 20 MB');

  await user.upload(input, pdf('week1.pdf', 1536));
  expect(screen.getByText('week1.pdf')).toBeInTheDocument();
  expect(screen.getByText('1.5 KB')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove week1.pdf' }));
  expect(screen.queryByText('week1.pdf')).not.toBeInTheDocument();
  // Removed means no file: the form says one is needed.
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Please select a file to upload')).toBeInTheDocument();

  fireEvent.drop(zone, { dataTransfer: { files: [pdf('dropped.pdf')] } });
  expect(screen.getByText('dropped.pdf')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Please select a file to upload')).not.toBeInTheDocument());
});

test('the step buttons carry their words, with icons hidden from assistive technology', async () => {
  network();
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  for (const name of ['Back', 'Upload']) {
    const button = screen.getByRole('button', { name });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
});

test('advanced options open and close; visibility and restriction default to Public and Downloadable', async () => {
  network();
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  const toggle = screen.getByRole('button', { name: 'Advanced options' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('combobox', { name: 'Visibility' })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('combobox', { name: 'Visibility' })).toHaveDisplayValue('Public');
  expect(screen.getByRole('combobox', { name: 'Access Restrictions' })).toHaveDisplayValue('Downloadable');
  expect(screen.getByLabelText('Add Image')).toHaveAttribute('accept', expect.stringContaining('image/png'));
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('tags: Enter adds trimmed, non-empty, new ones; the x or Backspace in the empty box removes', async () => {
  network();
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  await user.click(screen.getByRole('button', { name: 'Advanced options' }));
  const tags = screen.getByLabelText('Tags');
  await user.type(tags, '  exam  {Enter}');
  await user.type(tags, '   {Enter}');
  await user.type(tags, 'Week 1{Enter}');
  await user.type(tags, 'exam{Enter}');
  const list = () => within(screen.getByRole('list', { name: 'Added tags' }));
  expect(list().getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['exam', 'Week 1']);
  expect(screen.getByText('Press Enter to add a tag (2 of 20).')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove tag exam' }));
  expect(list().getAllByRole('listitem')).toHaveLength(1);
  await user.click(tags);
  await user.keyboard('{Backspace}');
  expect(screen.queryByRole('list', { name: 'Added tags' })).not.toBeInTheDocument();
});

test('picks a course from the search and sends every field of a file upload', async () => {
  network();
  const { user } = await openModal();
  await fillFileForm(user);
  await user.type(screen.getByLabelText('Description (optional)'), 'Weeks 1 to 6');
  await user.type(screen.getByRole('combobox', { name: 'Course (optional)' }), 'csc');
  await user.click(await screen.findByRole('option', { name: /CSC 204 - Data Structures/ }));
  expect(screen.getByRole('combobox', { name: 'Course (optional)' })).toHaveValue('CSC 204 - Data Structures');
  expect(fakes.net?.calls.find((call) => call.url.pathname === '/api/courses/selection')?.url.searchParams.get('query')).toBe('csc');
  await user.click(screen.getByRole('button', { name: 'Advanced options' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Access Restrictions' }), 'View Only');
  await user.type(screen.getByLabelText('Tags'), 'exam{Enter}');
  await user.click(screen.getByRole('button', { name: 'Upload' }));

  expect(await screen.findByText('Upload Received!')).toBeInTheDocument();
  expect(Object.fromEntries([...(fakes.sent as FormData).entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
    label: 'CSC 204 notes',
    description: 'Weeks 1 to 6',
    classification: 'lecture-notes',
    courseId: 'c1',
    visibility: 'public',
    restriction: 'view only',
    tags: '["exam"]',
  });
  expect((fakes.sent?.get('file') as File).name).toBe('notes.pdf');
});

test('a link upload sends the url instead of a file', async () => {
  network();
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /Helpful Link/ }));
  await user.type(screen.getByLabelText('Material title'), 'Graph algorithms video');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'Study Guides');
  await user.type(screen.getByLabelText('URL'), ' https://example.edu/graphs ');
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Upload Received!')).toBeInTheDocument();
  expect([...(fakes.sent as FormData).entries()]).toEqual([
    ['label', 'Graph algorithms video'],
    ['classification', 'study-guides'],
    ['visibility', 'public'],
    ['restriction', 'downloadable'],
    ['tags', '[]'],
    ['url', 'https://example.edu/graphs'],
  ]);
  expect(fakes.uploads?.requests[0]).toMatchObject({ method: 'POST', url: '/api/materials', withCredentials: true });
});

test('while uploading, a spinner with the percent covers the form and the dialog cannot be closed', async () => {
  network({ pending: true });
  const { user } = await openModal();
  await fillFileForm(user);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Uploading')).toBeInTheDocument();
  act(() => fakes.uploads?.progress(42));
  expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveTextContent('42%');
  expect(screen.getByRole('button', { name: 'Close upload' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('success says Upload Received!, Done closes the dialog and My Uploads is refetched', async () => {
  network();
  const { user, queryClient } = await openModal();
  queryClient.setQueryData(['materials', 'mine'], []);
  await fillFileForm(user);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByRole('heading', { name: 'Upload Received!' })).toBeInTheDocument();
  expect(queryClient.getQueryState(['materials', 'mine'])?.isInvalidated).toBe(true);
  // It says it is done: nothing is left to submit.
  expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('Upload another starts again at the choice of a file or a link, with nothing of the last upload', async () => {
  network();
  const { user } = await openModal();
  await fillFileForm(user);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await user.click(await screen.findByRole('button', { name: 'Upload another' }));
  expect(screen.getByRole('dialog', { name: 'Upload material' })).toBeInTheDocument();
  expect(screen.getByText('1 of 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  expect(screen.getByLabelText('Material title')).toHaveValue('');
});

test('a refused upload keeps everything filled in and says why, inline and in a toast', async () => {
  const conflict = 'This file was already uploaded as "CSC 204 notes".';
  network({ status: 409, error: { code: 'CONFLICT', message: conflict } });
  const { user } = await openModal();
  await fillFileForm(user);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(screen.getAllByText(conflict)).toHaveLength(2));
  expect(screen.getByText('2 of 2')).toBeInTheDocument();
  expect(screen.getByLabelText('Material title')).toHaveValue('CSC 204 notes');
  expect(screen.getByRole('combobox', { name: 'Classification' })).toHaveValue('lecture-notes');
  expect((screen.getByLabelText('File') as HTMLInputElement).files?.[0]?.name).toBe('notes.pdf');
  expect(screen.getByRole('button', { name: 'Close upload' })).toBeEnabled();
});

test('a file already on Lectern links to its first copy when the uploader may open it; following the link closes the upload', async () => {
  const message = 'This file is already on Lectern as "CSC 204 notes".';
  network({ status: 409, error: { code: 'CONFLICT', message, errors: [{ field: 'file', message, path: '/material/m9' }] } });
  const { user } = await openModal();
  await fillFileForm(user);
  expect(screen.queryByRole('link', { name: /already on Lectern/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const link = await screen.findByRole('link', { name: 'Open the material already on Lectern' });
  expect(link).toHaveAttribute('href', '/material/m9');
  await user.click(link);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/material/m9');
});

test("the server's field errors show on their fields", async () => {
  network({
    status: 400,
    error: {
      code: 'VALIDATION',
      message: 'Check the highlighted fields',
      errors: [
        { field: 'label', message: 'Material title is required' },
        { field: 'tags', message: 'A tag must be at most 40 characters' },
      ],
    },
  });
  const { user } = await openModal();
  await fillFileForm(user);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(screen.getByLabelText('Material title')).toHaveAccessibleDescription('Material title is required'));
  expect(screen.getByRole('button', { name: 'Advanced options' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('A tag must be at most 40 characters')).toBeInTheDocument();
});

test('closing resets the dialog to the first step', async () => {
  network();
  const { user } = await openModal();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  await user.type(screen.getByLabelText('Material title'), 'Half done');
  await user.click(screen.getByRole('button', { name: 'Close upload' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'New' }));
  expect(screen.getByText('1 of 2')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /File Upload/ }));
  expect(screen.getByLabelText('Material title')).toHaveValue('');
});
