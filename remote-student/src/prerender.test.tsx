/** @jest-environment node */
import { sessionUser } from '@lectern/shared-api/testing';
import { renderSignedIn } from './prerender.tsx';

// What the server's render thread calls for a signed-in page (docs/architecture.md §8): the real
// routes, rendered as the person, with the answers the page carries.
const reads = {};

test('renders the dashboard for the person: their name as text, whatever it holds', () => {
  const session = sessionUser({ firstName: '<img src=x onerror="alert(1)">', lastName: '\u202Eעדה' });
  const page = renderSignedIn('/dashboard', { session, reads })!;
  expect(page.html).toContain('Welcome back, &lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
  expect(page.html).not.toContain('<img src=x');
  expect(page.html).toContain('\u202Eעדה');
  expect(page.css).toMatch(/^<style data-styled="true"/);
});

test('the listed pages only: My Libraries and a material page are rendered, the others left to the browser', () => {
  const session = sessionUser({ firstName: 'Kemi' });
  expect(renderSignedIn('/dashboard/libraries', { session, reads })?.html).toContain('My Libraries');
  expect(renderSignedIn('/material/m1', { session, reads })?.html).toContain('Kemi');
  expect(renderSignedIn('/dashboard/settings', { session, reads })).toBeNull();
  expect(renderSignedIn('/dashboard/groups/g1', { session, reads })).toBeNull();
});

test('a carried answer is what the render shows (the browser hydrates with the same)', () => {
  const session = sessionUser({ firstName: 'Kemi' });
  const stats = { status: 'success', data: { uploads: 7, pendingUploads: 0, downloads: 0, views: 0, savedMaterials: 0, likes: 0, approvedUploads: 3, printingCredit: null, answeredRequests: 0 } };
  const page = renderSignedIn('/dashboard', { session, reads: { '/api/stats/me': stats } })!;
  expect(page.html).toMatch(/Approved uploads: (<!-- -->)?3/);
});
