import { bodyOf, fakeNetworkPerTest, folderFixture } from '@lectern/shared-api/testing';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FolderPage } from './FolderPage.tsx';

// Sharing a Private folder is one button on its page: asked once, it becomes Unlisted and its
// link is copied.

const fakeNetwork = fakeNetworkPerTest();

test('the owner of a Private folder shares it with one button: asked once, made Unlisted, its link copied', async () => {
  const user = userEvent.setup({ delay: null });
  let folder = folderFixture({ id: 'f2', name: 'Week 3', depth: 1, visibility: 'private' });
  let sent: unknown;
  fakeNetwork({
    'GET /api/folders/f2': () => ({ data: { folder, path: [], folders: [], materials: [] } }),
    'PATCH /api/folders/f2': (_url, init) => {
      sent = bodyOf(init);
      folder = { ...folder, visibility: 'unlisted' };
      return { data: folder };
    },
  });
  renderWithProviders(<FolderPage />, { route: '/dashboard/folders/f2', path: '/dashboard/folders/:id' });

  await user.click(await screen.findByRole('button', { name: 'Share' }));
  const dialog = screen.getByRole('dialog', { name: 'Share Week 3?' });
  expect(dialog).toHaveTextContent('The folder becomes Unlisted: anyone with its link can open it, and no search lists it.');
  expect(sent).toBeUndefined();
  await user.click(within(dialog).getByRole('button', { name: 'Share and copy link' }));

  expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  expect(sent).toEqual({ visibility: 'unlisted' });
  expect(await navigator.clipboard.readText()).toBe('http://localhost/dashboard/folders/f2');
  // Shared now: the page offers its link, not Share.
  expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
});
