/** @jest-environment node */
import { sessionUser } from '@lectern/shared-api/testing';
import { renderSignedIn } from './prerender.tsx';

test("the portal's overview is rendered for staff only: anyone else gets no markup (the shell sends them on)", () => {
  const reads = {};
  expect(renderSignedIn('/management', { session: sessionUser({ role: 'admin', firstName: 'Ife' }), reads })?.html).toContain('Quick Actions');
  expect(renderSignedIn('/management', { session: sessionUser({ role: 'moderator' }), reads })?.html).toContain('Quick Actions');
  expect(renderSignedIn('/management', { session: sessionUser({ role: 'student' }), reads })).toBeNull();
  expect(renderSignedIn('/management/courses', { session: sessionUser({ role: 'admin' }), reads })).toBeNull();
});
