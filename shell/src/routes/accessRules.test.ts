import { ruleFor } from './accessRules.ts';

describe('ruleFor', () => {
  it.each([
    ['/', 'public'],
    ['/auth/signin', 'guest'],
    ['/auth/password/forgot', 'guest'],
    ['/auth/signup/profile', 'protected'],
    ['/auth/signup/success', 'protected'],
    ['/dashboard', 'protected'],
    ['/dashboard/search', 'protected'],
    ['/material/7', 'protected'],
    ['/management', 'staff'],
    ['/management/dlc-review', 'staff'],
    ['/management/user-management', 'admin'],
    ['/management/releases', 'admin'],
    ['/management/moderators-review', 'admin'],
    ['/policies/terms', 'public'],
    ['/policies/honor-code', 'public'],
    ['/anything-else', 'public'],
  ])('%s is %s', (path, access) => {
    expect(ruleFor(path).access).toBe(access);
  });
});

