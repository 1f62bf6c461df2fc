import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../testing/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { Modal } from './Modal.tsx';
import { STAYS_LIVE_ATTRIBUTE } from './staysLive.ts';

function Harness({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Confirm Logout" description="Ada Obi" dismissible={dismissible}>
        <button type="button">Cancel</button>
        <button type="button">Logout</button>
      </Modal>
    </>
  );
}

test('a labelled dialog that takes focus, traps Tab and gives focus back on Escape', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Confirm Logout' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Ada Obi');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('the close button and a press on the backdrop close it', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('while not dismissible, nothing closes it and the close button is disabled', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<Harness dismissible={false} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  await user.keyboard('{Escape}');
  await user.click(screen.getByTestId('modal-backdrop'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

/** A page with a sidebar link, a search box, a toast region that stays live, and a modal with a confirm step over it. */
function Page() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <a href="/dashboard/libraries">Libraries</a>
      <input aria-label="Search" />
      <button type="button" onClick={() => setOpen(true)}>
        New upload
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Upload">
        <button type="button" onClick={() => setConfirming(true)}>
          Discard
        </button>
        <ConfirmDialog open={confirming} title="Discard the upload?" confirmLabel="Discard it" onConfirm={() => setConfirming(false)} onCancel={() => setConfirming(false)}>
          The file will not be kept.
        </ConfirmDialog>
      </Modal>
    </>
  );
}

function renderPageWithToasts() {
  const toasts = document.createElement('div');
  toasts.setAttribute(STAYS_LIVE_ATTRIBUTE, '');
  toasts.innerHTML = '<div role="status">Saved to your library</div><button type="button">Dismiss</button>';
  document.body.append(toasts);
  const result = renderWithProviders(<Page />);
  return { ...result, toasts };
}

afterEach(() => document.querySelectorAll(`[${STAYS_LIVE_ATTRIBUTE}]`).forEach((element) => element.remove()));

test('while it is open, everything behind it is inert and cannot take focus, except the live toast region', async () => {
  const user = userEvent.setup({ delay: null });
  const { container, toasts } = renderPageWithToasts();
  await user.click(screen.getByRole('button', { name: 'New upload' }));
  const dialog = screen.getByRole('dialog', { name: 'Upload' });
  expect(container).toHaveAttribute('inert');
  expect(dialog.closest('[inert]')).toBeNull();
  expect(toasts).not.toHaveAttribute('inert');
  expect(screen.getByRole('status')).toHaveTextContent('Saved to your library');

  // Tab never leaves the dialog, and focus sent behind it by a script comes back in.
  for (let presses = 0; presses < 4; presses += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  screen.getByRole('textbox', { name: 'Search' }).focus();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  // The toasts stay usable.
  screen.getByRole('button', { name: 'Dismiss' }).focus();
  expect(screen.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
});

test('on close the page is given back exactly as it was, with focus on the control that opened the modal', async () => {
  const user = userEvent.setup({ delay: null });
  const alreadyInert = document.createElement('div');
  alreadyInert.setAttribute('inert', '');
  document.body.append(alreadyInert);
  const { container } = renderPageWithToasts();
  await user.click(screen.getByRole('button', { name: 'New upload' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(container).not.toHaveAttribute('inert');
  expect(alreadyInert).toHaveAttribute('inert');
  expect(document.querySelectorAll('[inert]')).toHaveLength(1);
  expect(screen.getByRole('button', { name: 'New upload' })).toHaveFocus();
  alreadyInert.remove();
});

test('a dialog over a dialog inerts the one beneath; Escape closes only the top one and gives the first back', async () => {
  const user = userEvent.setup({ delay: null });
  const { container } = renderPageWithToasts();
  await user.click(screen.getByRole('button', { name: 'New upload' }));
  const outer = screen.getByRole('dialog', { name: 'Upload' });
  await user.click(screen.getByRole('button', { name: 'Discard' }));
  const inner = screen.getByRole('dialog', { name: 'Discard the upload?' });
  expect(outer.closest('[inert]')).not.toBeNull();
  expect(inner.closest('[inert]')).toBeNull();
  expect(container).toHaveAttribute('inert');
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  for (let presses = 0; presses < 3; presses += 1) {
    await user.tab();
    expect(inner).toContainElement(document.activeElement as HTMLElement);
  }

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Discard the upload?' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Upload' })).toBeInTheDocument();
  expect(outer.closest('[inert]')).toBeNull();
  expect(container).toHaveAttribute('inert');
  expect(screen.getByRole('button', { name: 'Discard' })).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(container).not.toHaveAttribute('inert');
  expect(screen.getByRole('button', { name: 'New upload' })).toHaveFocus();
});

test('something added to the page while it is open is behind it too', async () => {
  const user = userEvent.setup({ delay: null });
  renderPageWithToasts();
  await user.click(screen.getByRole('button', { name: 'New upload' }));
  const late = document.createElement('div');
  document.body.append(late);
  await waitFor(() => expect(late).toHaveAttribute('inert'));
  await user.keyboard('{Escape}');
  expect(late).not.toHaveAttribute('inert');
  late.remove();
});

test('the side placement is a dialog like the others, with the same close button', async () => {
  const user = userEvent.setup({ delay: null });
  function Side() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Menu
        </button>
        <Modal open={open} onClose={() => setOpen(false)} title="Menu" closeLabel="Close menu" placement="side">
          <a href="/dashboard/help">Help</a>
        </Modal>
      </>
    );
  }
  renderWithProviders(<Side />);
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});
