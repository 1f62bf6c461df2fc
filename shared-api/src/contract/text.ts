// Fixed wording of the specification that more than one package shows.
export const MESSAGES = {
  notFoundTitle: 'Ooops! Page not found',
  goHome: 'Go Home',
  remoteUnavailable: 'This section could not be loaded',
  retry: 'Retry',
  somethingWentWrong: 'Something went wrong',
  noSuggestions: 'No suggestions found',
  searchCoursesPlaceholder: 'Search courses...',
  validating: 'Validating',
} as const;

/**
 * The name the server gives the admin account it creates from ADMIN_EMAIL: a placeholder, not a
 * person's name, so no greeting uses it.
 */
export const ADMIN_ACCOUNT_NAME = { firstName: 'Site', lastName: 'Admin' } as const;

type Greeted = { firstName: string; lastName: string; email: string };

/**
 * The first name to greet someone by, or null when the account has none worth saying: empty,
 * without a letter, the placeholder of the created admin, or a Google account's e-mail name
 * standing in for a name it did not give.
 */
export function greetingName(user: Greeted | null | undefined): string | null {
  const first = user?.firstName.trim() ?? '';
  if (!user || !/\p{L}/u.test(first)) return null;
  if (first === ADMIN_ACCOUNT_NAME.firstName && user.lastName.trim() === ADMIN_ACCOUNT_NAME.lastName) return null;
  const emailName = user.email.slice(0, user.email.indexOf('@'));
  if (!user.lastName.trim() && first.toLowerCase() === emailName.toLowerCase()) return null;
  return first;
}

/** 'Welcome back, Ada', or 'Welcome back' for an account without a name to greet. */
export function welcomeBack(user: Greeted | null | undefined): string {
  const name = greetingName(user);
  return name ? `Welcome back, ${name}` : 'Welcome back';
}
