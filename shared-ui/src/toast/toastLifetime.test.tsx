import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { Modal } from '../primitives/Modal.tsx';
import { STAYS_LIVE_ATTRIBUTE } from '../primitives/staysLive.ts';
import { LecternThemeProvider } from '../theme/LecternThemeProvider.tsx';
import { theme } from '../theme/theme.ts';
import { notify } from './notify.ts';
import { ToastHost } from './ToastHost.tsx';

/** A toast leaving plays its exit animation, which jsdom never ends: end it by hand. */
async function expectGone(text: string) {
  await waitFor(() => {
    const toast = screen.queryByText(text)?.closest('.Toastify__toast');
    if (toast) fireEvent.animationEnd(toast);
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });
}

function ForgotPassword() {
  return (
    <>
      <h1>Forgot password</h1>
      <button type="button" onClick={() => notify.info('If that email is registered, a reset link is on its way.')}>
        Send reset link
      </button>
      <Link to="/auth/signin">Back to sign in</Link>
    </>
  );
}

function SignIn() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Sign in</h1>
      <button
        type="button"
        onClick={() => {
          notify.success('Welcome back');
          navigate('/dashboard');
        }}
      >
        Sign In
      </button>
      <Link to="/auth/signin?next=%2Fdashboard">Same page, new query</Link>
    </>
  );
}

/** As the shell mounts it: the router around the providers, whose ToastHost watches the path. */
function App({ route }: { route: string }) {
  return (
    <MemoryRouter initialEntries={[route]}>
      <LecternThemeProvider>
        <Routes>
          <Route path="/auth/forgot-password" element={<ForgotPassword />} />
          <Route path="/auth/signin" element={<SignIn />} />
          <Route path="/dashboard" element={<h1>Dashboard</h1>} />
        </Routes>
        <ToastHost />
      </LecternThemeProvider>
    </MemoryRouter>
  );
}

test('toasts render in their own container at the end of body, which stays live while a modal is open', async () => {
  render(<App route="/auth/forgot-password" />);
  await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Send reset link' }));
  const toast = await screen.findByText('If that email is registered, a reset link is on its way.');
  const container = toast.closest(`[${STAYS_LIVE_ATTRIBUTE}]`);
  expect(container).not.toBeNull();
  expect(container?.parentElement).toBe(document.body);
  // The app's font, not react-toastify's own.
  const region = container?.firstElementChild as HTMLElement;
  const font = getComputedStyle(region).getPropertyValue('--toastify-font-family');
  expect(font.replace(/,\s*/g, ',').trim()).toBe(theme.fonts.body.replace(/,\s*/g, ','));
  expect(document.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
});

test("a toast of the page left behind goes; one sent by the action that navigates stays; a new query keeps them", async () => {
  const user = userEvent.setup({ delay: null });
  render(<App route="/auth/forgot-password" />);
  const resetSent = 'If that email is registered, a reset link is on its way.';
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(resetSent)).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  await expectGone(resetSent);

  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  // Still there a moment later: it was the navigation's own toast.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('Welcome back')).toBeInTheDocument();
});

test('the same path with a new query string keeps the toasts', async () => {
  const user = userEvent.setup({ delay: null });
  render(<App route="/auth/signin" />);
  act(() => notify.error('Invalid email or password'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  await user.click(screen.getByRole('link', { name: 'Same page, new query' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
});

test('with a modal open, the page is inert but a toast sent from the modal is live and can be closed', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <LecternThemeProvider>
      <button type="button">Behind</button>
      <Modal open onClose={() => undefined} title="Upload">
        <button type="button" onClick={() => notify.error('Upload failed')}>
          Upload
        </button>
      </Modal>
      <ToastHost />
    </LecternThemeProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Upload' }));
  const toast = await screen.findByRole('alert');
  expect(toast).toHaveTextContent('Upload failed');
  expect(toast.closest('[inert]')).toBeNull();
  expect(screen.getByText('Behind').closest('[inert]')).not.toBeNull();
});
