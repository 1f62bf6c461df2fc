import { ApiError } from '../client/apiError.ts';
import { fakeNetworkPerTest, fakeUploads, materialFixture, textPartsOf, type FakeNetwork, type FakeUploads } from '../testing/index.ts';
import { uploadMaterial, type UploadMaterialInput } from './uploads.ts';

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();
let uploads: FakeUploads | undefined;
afterEach(() => {
  uploads?.restore();
});

/** The server takes the upload and answers with `material`; `body` is the form it was sent. */
function acceptUpload(material: Parameters<typeof materialFixture>[0]) {
  const sent: { body?: FormData } = {};
  net = fakeNetwork({
    'POST /api/materials': (_url, init) => {
      sent.body = init?.body as FormData;
      return { status: 201, data: materialFixture(material) };
    },
  });
  uploads = fakeUploads();
  return sent;
}

const fileInput = (): UploadMaterialInput => ({
  label: 'CSC 204 notes',
  description: 'Week 1 to 6',
  classification: 'lecture-notes',
  courseId: 'c1',
  visibility: 'public',
  restriction: 'view only',
  tags: ['exam', 'week 1'],
  metaData: { source: 'class' },
  image: new File(['img'], 'cover.png', { type: 'image/png' }),
  file: new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' }),
});

test('sends the fields before the file parts, with credentials, and resolves to the new material', async () => {
  const sent = acceptUpload({ id: 'm1', label: 'CSC 204 notes', reviewStatus: 'pending' });
  await expect(uploadMaterial(fileInput())).resolves.toMatchObject({ id: 'm1' });
  expect(uploads?.requests[0]).toMatchObject({ method: 'POST', url: '/api/materials', withCredentials: true });
  const parts = [...(sent.body as FormData).entries()];
  expect(parts.map(([name]) => name)).toEqual([
    'label',
    'description',
    'classification',
    'courseId',
    'visibility',
    'restriction',
    'tags',
    'metaData',
    'image',
    'file',
  ]);
  expect(textPartsOf(sent.body as FormData)).toEqual({
    label: 'CSC 204 notes',
    description: 'Week 1 to 6',
    classification: 'lecture-notes',
    courseId: 'c1',
    visibility: 'public',
    restriction: 'view only',
    tags: '["exam","week 1"]',
    metaData: '{"source":"class"}',
  });
  expect((sent.body?.get('file') as File).name).toBe('notes.pdf');
});

test('a link upload sends the url and no file; empty optional fields are left out', async () => {
  const sent = acceptUpload({ id: 'm2', reviewStatus: 'pending' });
  await uploadMaterial({ label: 'Slides', classification: 'other', visibility: 'unlisted', restriction: 'downloadable', tags: [], url: 'https://example.edu/s' });
  expect([...(sent.body as FormData).keys()]).toEqual(['label', 'classification', 'visibility', 'restriction', 'tags', 'url']);
  expect(sent.body?.get('url')).toBe('https://example.edu/s');
});

test('photos are sent after the fields, one part named photos each, in the order given', async () => {
  const sent = acceptUpload({ id: 'm3', reviewStatus: 'pending' });
  const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
  await uploadMaterial({ label: 'Board notes', classification: 'lecture-notes', visibility: 'public', restriction: 'downloadable', tags: [], photos: [photo('c.jpg'), photo('a.jpg'), photo('b.jpg')] });
  expect([...(sent.body as FormData).keys()]).toEqual(['label', 'classification', 'visibility', 'restriction', 'tags', 'photos', 'photos', 'photos']);
  expect((sent.body as FormData).getAll('photos').map((part) => (part as File).name)).toEqual(['c.jpg', 'a.jpg', 'b.jpg']);
});

test('reports the upload progress in whole percent', async () => {
  net = fakeNetwork({ 'POST /api/materials': { pending: true } });
  uploads = fakeUploads();
  const seen: number[] = [];
  void uploadMaterial(fileInput(), { onProgress: (percent) => seen.push(percent) });
  uploads.progress(12.4);
  uploads.progress(57);
  expect(seen).toEqual([12, 57]);
});

test('an error envelope becomes an ApiError with the field errors', async () => {
  net = fakeNetwork({
    'POST /api/materials': {
      status: 409,
      error: { code: 'CONFLICT', message: 'This file was already uploaded as "CSC 204 notes".' },
    },
  });
  uploads = fakeUploads();
  const error = await uploadMaterial(fileInput()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ statusCode: 409, code: 'CONFLICT', message: 'This file was already uploaded as "CSC 204 notes".' });

  net.restore();
  net = fakeNetwork({
    'POST /api/materials': { status: 400, error: { code: 'VALIDATION', message: 'Invalid request', errors: [{ field: 'label', message: 'Material title is required' }] } },
  });
  await expect(uploadMaterial(fileInput())).rejects.toMatchObject({ code: 'VALIDATION', errors: [{ field: 'label', message: 'Material title is required' }] });
});

test('a lost network is a NETWORK error; an abort rejects as an AbortError', async () => {
  net = fakeNetwork({ 'POST /api/materials': { networkError: true } });
  uploads = fakeUploads();
  await expect(uploadMaterial(fileInput())).rejects.toMatchObject({ statusCode: 0, code: 'NETWORK' });

  net.restore();
  net = fakeNetwork({ 'POST /api/materials': { pending: true } });
  const controller = new AbortController();
  const pending = uploadMaterial(fileInput(), { signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});
