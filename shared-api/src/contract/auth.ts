// Account calls of docs/api-contract.md: request bodies, rules and the specification's texts.
import type { SessionUser } from './models.ts';

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

/** Settings: change one's own password; other sessions end, this one stays. */
export interface PasswordChangeRequest {
  currentPassword: string;
  newPassword: string;
}

export interface ProfileUpdateRequest {
  username: string;
  faculty?: string | null;
  department?: string | null;
  level?: number | null;
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
  googleFailed: 'Google sign-in failed. Please try again.',
  googleState: 'Your Google sign-in expired or was already used. Please try again.',
  googleCancelled: 'Google sign-in was cancelled.',
  googleEmailUnverified: 'Your Google email is not verified, so it cannot be used to sign in here.',
  googleEmailDomain: 'Use your university Google account.',
} as const;

/**
 * Why a Google sign-in (GET /api/auth/google -> provider -> /api/auth/google/callback) did
 * not end in a session: the server sends the browser to `/auth/signin?error=<code>`.
 */
export type GoogleErrorCode =
  | 'google_not_configured'
  | 'google_failed'
  | 'google_state'
  | 'google_cancelled'
  | 'google_email_unverified'
  | 'google_email_domain';

/** The text /auth/signin shows for `?error=<code>` (check the code with isGoogleErrorCode first; show nothing for others). */
export const GOOGLE_ERROR_MESSAGES: Record<GoogleErrorCode, string> = {
  google_not_configured: AUTH_MESSAGES.googleNotConfigured,
  google_failed: AUTH_MESSAGES.googleFailed,
  google_state: AUTH_MESSAGES.googleState,
  google_cancelled: AUTH_MESSAGES.googleCancelled,
  google_email_unverified: AUTH_MESSAGES.googleEmailUnverified,
  google_email_domain: AUTH_MESSAGES.googleEmailDomain,
};

export function isGoogleErrorCode(value: unknown): value is GoogleErrorCode {
  return typeof value === 'string' && Object.hasOwn(GOOGLE_ERROR_MESSAGES, value);
}

/** The browser paths that start a Google sign-in: sign-up, or sign-in (`?state=origin`); both take an optional `next`. */
export const GOOGLE_SIGN_UP_PATH = '/api/auth/google';
export const GOOGLE_SIGN_IN_PATH = '/api/auth/google?state=origin';

/**
 * `data` of a 200 from GET /auth/google/onetap?token=<ID token>: the session has started
 * (cookie and Authorization header, as with login). `isNewUser`: the account was just
 * created, so profile setup (/auth/signup/profile) comes next. Any failure is a 401
 * `GOOGLE_FAILED`; a site without Google configured answers 404 `NOT_FOUND`.
 */
export interface OneTapResponse {
  user: SessionUser;
  isNewUser: boolean;
}
