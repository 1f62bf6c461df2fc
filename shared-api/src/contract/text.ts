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
