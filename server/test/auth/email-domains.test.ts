import { isAllowedEmailDomain } from '../../src/domain/auth/email-domains.ts';

test.each([
  ['ada@unilag.edu.ng', true],
  ['ADA@UNILAG.EDU.NG', true],
  ['ada@student.unilag.edu.ng', false],
  ['ada@mit.edu', true],
  ['ada@cs.mit.edu', true],
  ['ada@edu', false],
  ['ada@gmail.com', false],
  ['ada@notedu', false],
])('%s under unilag.edu.ng,*.edu: %p', (email, allowed) => {
  expect(isAllowedEmailDomain(email, ['unilag.edu.ng', '*.edu'])).toBe(allowed);
});

test('no list allows any domain', () => {
  expect(isAllowedEmailDomain('ada@gmail.com', null)).toBe(true);
});
