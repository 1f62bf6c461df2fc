// Account calls of DESIGN.md §5: request bodies, rules and the specification's §8 texts.
export interface SignupRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Sign-in by email, or by `emailOrMatricNo` (an email or a matric number set in settings). */
export type LoginRequest = { password: string } & ({ email: string } | { emailOrMatricNo: string });

export interface EmailRequest {
  email: string;
}

export interface ResetPasswordRequest {
  token: string;
  newPassword: string;
}

export interface ProfileUpdateRequest {
  username: string;
  faculty?: string | null;
  department?: string | null;
  level?: number;
}

export interface AuthProviders {
  google: { clientId: string } | null;
}

/** The answer to sign-up, resend and forgot-password: the same whether or not the account exists. */
export interface AcceptedResponse {
  message: string;
}

/** Usernames: 3-24 of a-z, 0-9, `_` and `.`, unique ignoring case. */
export const USERNAME_PATTERN = /^[a-z0-9_.]+$/i;
/** A plain shape check; the server also applies ALLOWED_EMAIL_DOMAINS when set. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;
export const NAME_MAX = 80;
export const SESSION_COOKIE = 'lectern_session';

export const AUTH_MESSAGES = {
  signupFailed: 'Signup failed. Please try again.',
  loginFailed: 'Login failed. Please try again.',
  logoutFailed: 'Logout failed. Please try again.',
  verificationFailed: 'Verification failed. Please try again.',
  resendFailed: 'Failed to send verification email. Please try again.',
  forgotFailed: 'Failed to send password reset email. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  profileUpdateFailed: 'Failed to update profile. Please try again.',
  emailNotVerified: 'Email not verified. Please check your inbox for the verification link.',
  usernameTaken: 'Username already taken. Please choose another one.',
  loginFieldsEmpty: 'Email and password are required.',
  forgotEmailEmpty: 'Email cannot be empty.',
  resetPasswordEmpty: 'Password cannot be empty.',
  verificationSent: 'Verification email sent!',
  verificationSucceeded: 'Email verification successful!',
  profileFetchFailed: 'Fetching user profile failed. Please try again.',
  missingToken: 'Missing token. Please try again.',
  oneTapFailed: 'Google One Tap login failed',
  invalidCredentials: 'Incorrect email or password.',
  invalidToken: 'This link is invalid or has expired. Please request a new one.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  usernameCharacters: 'Username can only contain letters, numbers, _ and .',
  passwordTooLong: 'Password must be at most 128 characters',
  departmentOutsideFaculty: 'This department is not in the chosen faculty',
  levelInvalid: 'Choose a level from 100 to 700',
  googleNotConfigured: 'Google sign-in is not set up on this site yet. Use your email and password.',
} as const;
