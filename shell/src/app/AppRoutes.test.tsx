import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { sessionStore, type SessionUser } from '@lectern/shared-api';
import { sessionUser } from '@lectern/shared-api/testing';
import { LecternProviders } from '@lectern/shared-ui';
import { preloadRemote } from '../federation/RemoteBoundary.tsx';
import { AppRoutes, type RemoteLoaders } from './AppRoutes.tsx';

function Where({ remote }: { remote: string }) {
  const location = useLocation();
  return (
    <>
      <p>{`${remote} at ${location.pathname}${location.search}`}</p>
      <Link to="/dashboard">To the dashboard</Link>
      <Link to="/material/m1">To a material</Link>
    </>
  );
}

const remoteShowing = (remote: string) => () => Promise.resolve({ default: () => <Where remote={remote} /> });

const loaders: RemoteLoaders = {
  landing: remoteShowing('landing'),
  auth: remoteShowing('auth'),
  student: remoteShowing('student'),
  management: remoteShowing('management'),
};

const user = (role: SessionUser['role']) => sessionUser({ role });

function renderAt(path: string, routeLoaders: RemoteLoaders = loaders) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <LecternProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes loaders={routeLoaders} />
      </MemoryRouter>
    </LecternProviders>,
  );
}

beforeEach(() => sessionStore.setState({ status: 'signedOut', user: null, offline: false }));

describe('shell routes', () => {
  it('a remote loaded ahead (as before hydrating its prerendered page) renders at once, never its loading state', async () => {
    const landing = remoteShowing('landing');
    await preloadRemote(landing);
    renderAt('/', { ...loaders, landing });
    expect(screen.getByText('landing at /')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('a remote that failed to load ahead is loaded again when it renders', async () => {
    let attempts = 0;
    const landing = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : remoteShowing('landing')());
    await preloadRemote(landing);
    renderAt('/', { ...loaders, landing });
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
  });

  it('shows the 404 page with a way home for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Ooops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('a link from one remote to another renders the other remote (signed in: auth -> student -> student)', async () => {
    act(() => sessionStore.setState({ status: 'signedIn', user: user('student') }));
    renderAt('/auth/signup/success');
    expect(await screen.findByText('auth at /auth/signup/success')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'To the dashboard' }));
    expect(await screen.findByText('student at /dashboard')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'To a material' }));
    expect(await screen.findByText('student at /material/m1')).toBeInTheDocument();
  });

  it('renders the landing remote at / for a visitor', async () => {
    renderAt('/');
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
  });

  it('shows a fallback with Retry when a remote cannot be loaded, and Retry loads it again', async () => {
    let available = false;
    const flaky = () => (available ? remoteShowing('landing')() : Promise.reject(new Error('remote down')));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', { ...loaders, landing: flaky });

    expect(await screen.findByRole('heading', { name: 'This section could not be loaded' })).toBeInTheDocument();
    available = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('landing at /')).toBeInTheDocument();
  });

  it('keeps a remote that throws while rendering inside its boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failure');
    };
    renderAt('/', { ...loaders, landing: () => Promise.resolve({ default: Broken }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded');
  });
});

describe('offline', () => {
  it('shows the dashboard of the last person seen signed in with a notice that the site is offline', async () => {
    sessionStore.setState({ status: 'signedIn', user: user('student'), offline: true });
    renderAt('/dashboard/libraries');
    expect(await screen.findByText('student at /dashboard/libraries')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  it('says nothing of the connection when the session came from the server', async () => {
    sessionStore.setState({ status: 'signedIn', user: user('student'), offline: false });
    renderAt('/dashboard/libraries');
    expect(await screen.findByText('student at /dashboard/libraries')).toBeInTheDocument();
    expect(screen.queryByText(/You are offline/)).not.toBeInTheDocument();
  });
});

describe('access rules', () => {
  it('shows a spinner on a protected page while the session is checked', async () => {
    sessionStore.setState({ status: 'loading', user: null });
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => sessionStore.getState().signedIn(user('student')));
    expect(await screen.findByText('student at /dashboard')).toBeInTheDocument();
  });

  // Without a session: the page a person opens, and what the routes show for it.
  it.each([
    ['sends a visitor on a protected page to sign in, carrying the page asked for and why', '/dashboard/search?q=csc204', 'auth at /auth/signin?next=%2Fdashboard%2Fsearch%3Fq%3Dcsc204&reason=search'],
    ['says a folder opened by its shared link is why a visitor signs in', '/dashboard/folders/f-7', 'auth at /auth/signin?next=%2Fdashboard%2Ffolders%2Ff-7&reason=sharedFolder'],
    ['opens the policy pages from the landing remote without a session', '/policies/terms', 'landing at /policies/terms'],
    ['treats /material/:id as protected', '/material/42', 'auth at /auth/signin?next=%2Fmaterial%2F42'],
  ])('%s', async (_name, path, shown) => {
    renderAt(path);
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it('sends a signed-in user away from guest-only pages to /dashboard', async () => {
    sessionStore.setState({ status: 'signedIn', user: user('student') });
    renderAt('/auth/signin');
    expect(await screen.findByText('student at /dashboard')).toBeInTheDocument();
  });

  it('shows a guest-only page while the session is checked, then sends a person found signed in to /dashboard', async () => {
    sessionStore.setState({ status: 'loading', user: null });
    renderAt('/auth/signin');
    expect(await screen.findByText('auth at /auth/signin')).toBeInTheDocument();
    act(() => sessionStore.getState().signedIn(user('student')));
    expect(await screen.findByText('student at /dashboard')).toBeInTheDocument();
  });

  it('does not bounce a person whose session starts while on a guest-only page', async () => {
    renderAt('/auth/verify-email?token=abc');
    expect(await screen.findByText('auth at /auth/verify-email?token=abc')).toBeInTheDocument();
    act(() => sessionStore.getState().signedIn(user('student')));
    expect(screen.getByText('auth at /auth/verify-email?token=abc')).toBeInTheDocument();
  });

  it('lets signed-in people reach profile setup, which is protected, not guest-only', async () => {
    sessionStore.setState({ status: 'signedIn', user: user('student') });
    renderAt('/auth/signup/profile');
    expect(await screen.findByText('auth at /auth/signup/profile')).toBeInTheDocument();
  });

  it('names the portal while checking the session on management pages', () => {
    sessionStore.setState({ status: 'loading', user: null });
    renderAt('/management');
    expect(screen.getByRole('status')).toHaveTextContent('Loading management portal...');
  });

  it('sends a student away from the management portal to /dashboard', async () => {
    sessionStore.setState({ status: 'signedIn', user: user('student') });
    renderAt('/management/courses-review');
    expect(await screen.findByText('student at /dashboard')).toBeInTheDocument();
  });

  it('lets a moderator into the portal but not into user management', async () => {
    sessionStore.setState({ status: 'signedIn', user: user('moderator') });
    renderAt('/management/user-management');
    expect(await screen.findByText('management at /management')).toBeInTheDocument();
  });

  it('lets an admin into user management', async () => {
    sessionStore.setState({ status: 'signedIn', user: user('admin') });
    renderAt('/management/user-management');
    expect(await screen.findByText('management at /management/user-management')).toBeInTheDocument();
  });
});
