import { FOLDER_DESCRIPTION_MAX, FOLDER_MESSAGES, FOLDER_NAME_MAX, MATERIAL_TAGS_MAX, MAX_UPLOAD_BYTES } from '../contract/index.ts';
import {
  changePasswordSchema,
  folderSchema,
  loginSchema,
  materialFileSchema,
  materialLinkSchema,
  profileSchema,
  reportSchema,
  resetPasswordSchema,
  signupSchema,
  splitFullName,
} from './index.ts';

const errorsOf = async (schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) =>
  schema.validate(value, { abortEarly: false }).then(
    () => [],
    (e: { errors: string[] }) => e.errors,
  );

describe('form schemas', () => {
  it('sign-up says what is wrong in the specification words', async () => {
    expect(await errorsOf(signupSchema, { fullName: '', email: '', password: '', terms: false })).toEqual(
      expect.arrayContaining(['Full name is required', 'Email is required', 'You must agree to continue']),
    );
    expect(await errorsOf(signupSchema, { fullName: 'A', email: 'nope', password: 'short', terms: true })).toEqual(
      expect.arrayContaining(['Enter your full name', 'Enter a valid university email', 'Password must be at least 8 characters']),
    );
    expect(await errorsOf(signupSchema, { fullName: 'Ada Obi', email: 'ada@uni.edu', password: 'alllowercase1', terms: true })).toEqual([
      'Password must contain uppercase, lowercase and a number',
    ]);
    expect(await errorsOf(signupSchema, { fullName: 'Ada Obi', email: 'ada@uni.edu', password: 'Str0ngPass', terms: true })).toEqual([]);
  });

  it('sign-in needs a valid email and a password', async () => {
    expect(await errorsOf(loginSchema, { email: 'x', password: '' })).toEqual(['Enter a valid email', 'Password is required']);
  });

  it('reset needs matching passwords', async () => {
    expect(await errorsOf(resetPasswordSchema, { password: 'Str0ngPass', confirmPassword: '' })).toEqual(['Please confirm your password']);
    expect(await errorsOf(resetPasswordSchema, { password: 'Str0ngPass', confirmPassword: 'Other1Pass' })).toEqual(['Passwords do not match']);
  });

  it('profile checks the username and falls back to level 100', async () => {
    expect(await errorsOf(profileSchema, { username: 'ab' })).toEqual(['Username too short']);
    expect(await errorsOf(profileSchema, { username: 'a'.repeat(25) })).toEqual(['Username too long']);
    expect(await errorsOf(profileSchema, { username: 'bad name!' })).toEqual(['Username can only contain letters, numbers, _ and .']);
    expect(profileSchema.cast({ username: 'ada', level: 350 }).level).toBe(100);
    expect(profileSchema.cast({ username: 'ada', level: 300 }).level).toBe(300);
  });

  it('splits a full name into first and last name', () => {
    expect(splitFullName('  Ada  Lovelace Obi ')).toEqual({ firstName: 'Ada', lastName: 'Lovelace Obi' });
    expect(splitFullName('Ada')).toEqual({ firstName: 'Ada', lastName: 'Ada' });
  });
});

describe('material form schemas', () => {
  const pdf = (size = 1024, name = 'notes.pdf') => ({ name, size, type: 'application/pdf' });
  const details = { materialTitle: 'CSC 204 notes', classification: 'lecture-notes' };

  it('a file upload needs a title, a classification and a file, in the specification words', async () => {
    expect(await errorsOf(materialFileSchema, { materialTitle: ' ', classification: '', file: null })).toEqual([
      'Material title is required',
      'Please select a classification',
      'Please select a file to upload',
    ]);
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf() })).toEqual([]);
  });

  it('a file must be at most 20MB and a PDF, PPT(X) or DOC(X)', async () => {
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(MAX_UPLOAD_BYTES) })).toEqual([]);
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(MAX_UPLOAD_BYTES + 1) })).toEqual(['File size must be less than 20MB']);
    for (const name of ['a.ppt', 'a.PPTX', 'a.doc', 'a.docx']) {
      expect(await errorsOf(materialFileSchema, { ...details, file: pdf(10, name) })).toEqual([]);
    }
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(10, 'virus.exe') })).toEqual(['Choose a PDF, PPT, PPTX, DOC or DOCX file']);
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(10, 'pdf') })).toEqual(['Choose a PDF, PPT, PPTX, DOC or DOCX file']);
  });

  it('visibility and restriction default to Public and Downloadable; unknown values are refused', async () => {
    const cast = materialFileSchema.cast({ ...details, file: pdf() });
    expect(cast).toMatchObject({ visibility: 'public', accessRestrictions: 'downloadable', tags: [], description: '', image: null });
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(), visibility: 'secret' })).toHaveLength(1);
    expect(await errorsOf(materialFileSchema, { ...details, classification: 'novels', file: pdf() })).toEqual(['Please select a classification']);
  });

  it('tags are bounded in number and length; the image must be a small image', async () => {
    const many = Array.from({ length: MATERIAL_TAGS_MAX + 1 }, (_, i) => `tag${i}`);
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(), tags: many })).toEqual([`Add at most ${MATERIAL_TAGS_MAX} tags`]);
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(), image: { name: 'a.png', size: 10, type: 'image/png' } })).toEqual([]);
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(), image: { name: 'a.pdf', size: 10, type: 'application/pdf' } })).toEqual([
      'Choose a PNG, JPEG, WebP or GIF image',
    ]);
    expect(await errorsOf(materialFileSchema, { ...details, file: pdf(), image: { name: 'a.png', size: 6 * 1024 * 1024, type: 'image/png' } })).toEqual([
      'Image size must be less than 5MB',
    ]);
  });

  it('a link upload needs a valid web address instead of a file', async () => {
    expect(await errorsOf(materialLinkSchema, { ...details, url: 'https://example.edu/notes' })).toEqual([]);
    for (const url of ['', 'not a url', 'javascript:alert(1)', 'ftp://example.edu/x', 'http://localhost']) {
      expect(await errorsOf(materialLinkSchema, { ...details, url })).toEqual(['Please enter a valid URL']);
    }
  });
});

describe('report and password schemas', () => {
  it('a report needs a reason, and words of its own for Other', async () => {
    expect(await errorsOf(reportSchema, { reason: '' })).toEqual(['Choose a reason']);
    expect(await errorsOf(reportSchema, { reason: 'copyright' })).toEqual([]);
    expect(await errorsOf(reportSchema, { reason: 'other', text: '  ' })).toEqual(['Tell us what is wrong with this material']);
    expect(await errorsOf(reportSchema, { reason: 'other', text: 'x'.repeat(1001) })).toEqual(['Keep it under 1000 characters']);
  });

  it('changing the password checks the new one like sign-up and the confirmation', async () => {
    expect(await errorsOf(changePasswordSchema, { currentPassword: '', newPassword: 'Sh0rt', confirmPassword: '' })).toEqual([
      'Password is required',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]);
    expect(await errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'Str0ngPass', confirmPassword: 'Str0ngPas' })).toEqual([
      'Passwords do not match',
    ]);
    expect(await errorsOf(changePasswordSchema, { currentPassword: 'old', newPassword: 'Str0ngPass', confirmPassword: 'Str0ngPass' })).toEqual([]);
  });
});

describe('folder schema', () => {
  it('a folder needs a name; name and description have the contract’s limits and words', async () => {
    expect(await errorsOf(folderSchema, { name: '  ', description: '', visibility: 'private' })).toEqual([FOLDER_MESSAGES.nameRequired]);
    expect(
      await errorsOf(folderSchema, { name: 'x'.repeat(FOLDER_NAME_MAX + 1), description: 'y'.repeat(FOLDER_DESCRIPTION_MAX + 1), visibility: 'public' }),
    ).toEqual([FOLDER_MESSAGES.nameTooLong, FOLDER_MESSAGES.descriptionTooLong]);
    expect(await errorsOf(folderSchema, { name: 'x'.repeat(FOLDER_NAME_MAX), description: '', visibility: 'unlisted' })).toEqual([]);
  });
});
