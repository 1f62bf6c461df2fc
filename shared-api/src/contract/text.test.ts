import { ADMIN_ACCOUNT_NAME, greetingName, welcomeBack } from './text.ts';

const person = (firstName: string, lastName = 'Lovelace', email = 'ada@example.com') => ({ firstName, lastName, email });

test('greets a person by their first name', () => {
  expect(welcomeBack(person('Ada'))).toBe('Welcome back, Ada');
  expect(welcomeBack(person('  Mary Ann '))).toBe('Welcome back, Mary Ann');
  expect(greetingName(person('Chidi', 'Admin'))).toBe('Chidi');
  // Named like their e-mail, with a last name: a person, not a stand-in.
  expect(welcomeBack(person('Ada', 'Lovelace', 'ada@example.com'))).toBe('Welcome back, Ada');
});

test('says no name rather than an odd one', () => {
  expect(welcomeBack(null)).toBe('Welcome back');
  expect(welcomeBack(undefined)).toBe('Welcome back');
  // The admin account the server creates from ADMIN_EMAIL is named 'Site Admin'.
  expect(welcomeBack({ ...ADMIN_ACCOUNT_NAME, email: 'admin@lectern.test' })).toBe('Welcome back');
  expect(welcomeBack(person('', ''))).toBe('Welcome back');
  expect(welcomeBack(person('   '))).toBe('Welcome back');
  expect(welcomeBack(person('42'))).toBe('Welcome back');
  // A Google account that gave no name is named after its e-mail.
  expect(welcomeBack(person('jdoe42', '', 'JDoe42@gmail.com'))).toBe('Welcome back');
});
