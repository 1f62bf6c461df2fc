import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { UploadHarness, uploadFakesPerTest } from '../testing/uploadModalHarness.tsx';

const fakes = uploadFakesPerTest([]);
const { network } = fakes;

/** The modal open at the file step, its title and classification filled in. */
async function fileStep() {
  // The native pickers offer photos only; the tests hand them other files too, as an older phone's "Browse" can.
  const user = userEvent.setup({ applyAccept: false, delay: null });
  renderWithProviders(<UploadHarness />, { route: '/dashboard' });
  await user.click(screen.getByRole('button', { name: 'New' }));
  await user.click(screen.getByRole('button', { name: /File Upload.*photos of notes/ }));
  await user.type(screen.getByLabelText('Material title'), 'Board notes week 2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Classification' }), 'Lecture Notes');
  return user;
}

const photo = (name: string, size?: number, type = 'image/jpeg') => {
  const file = new File(['jpeg bytes'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

const tiles = () => within(screen.getByRole('list', { name: 'Chosen photos, in page order' })).getAllByRole('listitem');
const names = () => tiles().map((tile) => within(tile).getByRole('img').getAttribute('aria-label') ?? within(tile).getByRole('img').getAttribute('alt'));

test('the file step offers the camera and the gallery: Take photo opens the camera picker, Choose photos the gallery for several', async () => {
  network();
  const user = await fileStep();
  expect(screen.getByRole('group', { name: 'Photos of notes' })).toHaveAccessibleDescription(
    'Or photograph handwritten notes: up to 30 JPEG, PNG or WebP photos, 20 MB together. They become one PDF, a page per photo, in the order shown.',
  );
  const camera = screen.getByLabelText('Take photo');
  const gallery = screen.getByLabelText('Choose photos');
  expect(camera).toHaveAttribute('capture', 'environment');
  // Only the types the server takes are offered: a GIF is greyed out in the picker.
  for (const picker of [camera, gallery]) {
    expect(picker.getAttribute('accept')?.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'image/heic', '.heic']));
    expect(picker.getAttribute('accept')).not.toMatch(/image\/\*|gif/);
  }
  expect(camera).not.toHaveAttribute('multiple');
  expect(gallery).toHaveAttribute('multiple');
  expect(gallery).not.toHaveAttribute('capture');

  const opened: string[] = [];
  camera.addEventListener('click', () => opened.push('camera'));
  gallery.addEventListener('click', () => opened.push('gallery'));
  await user.click(screen.getByRole('button', { name: 'Take photo' }));
  await user.click(screen.getByRole('button', { name: 'Choose photos' }));
  expect(opened).toEqual(['camera', 'gallery']);
  for (const name of ['Take photo', 'Choose photos']) {
    expect(screen.getByRole('button', { name }).querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  }
});

test('three photos are shown numbered, reordered and removed with named buttons, and sent in the new order without a file', async () => {
  network();
  const user = await fileStep();
  await user.upload(screen.getByLabelText('Choose photos'), [photo('a.jpg'), photo('b.png', 10, 'image/png'), photo('c.webp', 10, 'image/webp')]);
  expect(names()).toEqual(['Photo 1: a.jpg', 'Photo 2: b.png', 'Photo 3: c.webp']);
  expect(screen.getByText(/3 of 30 photos/)).toBeInTheDocument();
  // With photos chosen the document field is put away.
  expect(screen.queryByLabelText('File')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Move photo 3 later' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Move photo 3 earlier' }));
  expect(names()).toEqual(['Photo 1: a.jpg', 'Photo 2: c.webp', 'Photo 3: b.png']);
  // Focus stays with the photo that moved, now the second.
  expect(screen.getByRole('button', { name: 'Move photo 2 earlier' })).toHaveFocus();
  expect(screen.getByText('Photo 3 is now photo 2.')).toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(names()).toEqual(['Photo 1: c.webp', 'Photo 2: a.jpg', 'Photo 3: b.png']);
  // At the front it cannot go earlier: focus moves to its next button.
  expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
  expect(names()).toEqual(['Photo 1: c.webp', 'Photo 2: b.png']);
  expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Upload Received!')).toBeInTheDocument();
  const form = fakes.sent as FormData;
  expect(form.getAll('photos').map((part) => (part as File).name)).toEqual(['c.webp', 'b.png']);
  expect(form.has('file')).toBe(false);
  expect(form.get('label')).toBe('Board notes week 2');
});

test('more than 30 photos: the first 30 are kept and the form says so', async () => {
  network();
  const user = await fileStep();
  await user.upload(
    screen.getByLabelText('Choose photos'),
    Array.from({ length: 31 }, (_, index) => photo(`IMG_${index + 1}.jpg`)),
  );
  expect(await screen.findByText('Choose at most 30 photos.')).toBeInTheDocument();
  expect(tiles()).toHaveLength(30);
  expect(screen.getByText(/30 of 30 photos/)).toBeInTheDocument();
  await user.upload(screen.getByLabelText('Take photo'), photo('one-more.jpg'));
  expect(tiles()).toHaveLength(30);
  expect(screen.getByText('Choose at most 30 photos.')).toBeInTheDocument();
});

test('a file that is not a JPEG, PNG, WebP or HEIC photo is left out, by name', async () => {
  network();
  const user = await fileStep();
  await user.upload(screen.getByLabelText('Choose photos'), [photo('page1.jpg'), photo('notes.pdf', 100, 'application/pdf'), photo('anim.gif', 100, 'image/gif')]);
  expect(screen.getByText('"notes.pdf" is not a JPEG, PNG or WebP photo.')).toBeInTheDocument();
  expect(screen.getByText('"anim.gif" is not a JPEG, PNG or WebP photo.')).toBeInTheDocument();
  expect(names()).toEqual(['Photo 1: page1.jpg']);
  // A photo a gallery gives without a type is judged by its name (the server by its bytes).
  await user.upload(screen.getByLabelText('Choose photos'), photo('IMG_0001.HEIC', 100, ''));
  expect(names()).toEqual(['Photo 1: page1.jpg', 'Photo 2: IMG_0001.HEIC']);
});

test('a photo over 20 MB is refused by name; photos over 20 MB together stop the upload', async () => {
  network();
  const user = await fileStep();
  await user.upload(screen.getByLabelText('Choose photos'), [photo('IMG_0042.jpg', 20 * 1024 * 1024 + 1)]);
  expect(screen.getByText('"IMG_0042.jpg" is over the 20 MB limit.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Chosen photos, in page order' })).not.toBeInTheDocument();

  await user.upload(screen.getByLabelText('Choose photos'), [photo('a.jpg', 12 * 1024 * 1024), photo('b.jpg', 12 * 1024 * 1024)]);
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('The photos together are over the 20 MB limit. Remove some, or upload them as two materials.')).toBeInTheDocument();
  expect(fakes.uploads?.requests).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
  await waitFor(() => expect(screen.queryByText(/together are over/)).not.toBeInTheDocument());
});

test("the server's word on a photo shows under the photos", async () => {
  const heic = '"IMG_0001.HEIC" is a HEIC photo, which Lectern cannot read. Convert it to JPEG and try again (on an iPhone: Settings > Camera > Formats > Most Compatible).';
  network({ status: 415, error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: heic, errors: [{ field: 'photos', message: heic }] } });
  const user = await fileStep();
  await user.upload(screen.getByLabelText('Take photo'), photo('IMG_0001.HEIC', 100, 'image/heic'));
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(screen.getAllByText(heic).length).toBeGreaterThanOrEqual(2));
  expect(within(screen.getByRole('group', { name: 'Photos of notes' })).getByText(heic)).toBeInTheDocument();
  expect(names()).toEqual(['Photo 1: IMG_0001.HEIC']);
});

test('a chosen document puts the photos away until it is removed; without either, a file is asked for', async () => {
  network();
  const user = await fileStep();
  await user.upload(screen.getByLabelText('File'), new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }));
  expect(screen.queryByRole('group', { name: 'Photos of notes' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Remove notes.pdf' }));
  expect(screen.getByRole('group', { name: 'Photos of notes' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  expect(await screen.findByText('Please select a file to upload')).toBeInTheDocument();
  expect(fakes.uploads?.requests).toHaveLength(0);
});
