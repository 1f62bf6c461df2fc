// Settings: the password change's words, shared by the form and the server (a separate file so
// the landing page's shared client entry does not carry them).
export const PASSWORD_CHANGE_MESSAGES = {
  currentPasswordWrong: 'Your current password is not correct.',
  noPasswordYet: 'This account has no password yet. Use Forgot password on the sign-in page to set one.',
  passwordChanged: 'Your password has been changed.',
  passwordChangeFailed: 'Failed to change password. Please try again.',
} as const;
