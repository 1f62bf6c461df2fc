import { loginSchema, profileSchema, resetPasswordSchema, signupSchema, splitFullName } from './schemas.ts';

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
