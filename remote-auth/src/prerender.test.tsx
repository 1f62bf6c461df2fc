import { authProvidersQuery, createQueryClient } from '@lectern/shared-api';
import { fakeNetworkPerTest, type FakeReply } from '@lectern/shared-api/testing';
import { LecternProviders } from '@lectern/shared-ui';
import { act, screen, within } from '@testing-library/react';
import { StrictMode, Suspense, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import AuthRoutes from './AuthRoutes.tsx';
import { pages } from './prerender.tsx';

const fakeNetwork = fakeNetworkPerTest();
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The page as the server sends it: the prerendered markup in #root (what a browser without JavaScript shows). */
function servePage(url: '/auth/signin' | '/auth/signup') {
  const render = pages[url];
  if (!render) throw new Error(`${url} is not prerendered`);
  document.body.innerHTML = `<div id="root" data-prerendered="auth">${render().html}</div>`;
  window.history.replaceState(null, '', url);
  return document.getElementById('root')!;
}

/** The shell taking the markup over, as its bootstrap does (the remote under /auth/*, in a Suspense boundary). */
async function hydrate(container: HTMLElement, providers: FakeReply<'GET /api/auth/providers'>, { providersAlreadyKnown = false } = {}) {
  fakeNetwork({ 'GET /api/auth/providers': providers });
  const queryClient = createQueryClient();
  if (providersAlreadyKnown && 'data' in providers) queryClient.setQueryData(authProvidersQuery().queryKey, providers.data);
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <LecternProviders queryClient={queryClient}>
            <BrowserRouter>
              <Routes>
                <Route
                  path="/auth/*"
                  element={
                    <Suspense fallback={null}>
                      <AuthRoutes />
                    </Suspense>
                  }
                />
              </Routes>
            </BrowserRouter>
          </LecternProviders>
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
  });
  const errors = consoleError.mock.calls.map((call) => String(call[0]));
  consoleError.mockRestore();
  return { recoverable, errors };
}

test.each([
  ['/auth/signin', '/api/auth/google?state=origin'],
  ['/auth/signup', '/api/auth/google'],
] as const)('the first HTML of %s has Continue with Google as a link to %s', (url, href) => {
  const page = servePage(url);
  expect(within(page).getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', href);
  expect(within(page).queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
});

test('hydrating sign-in keeps the very same link, without a mismatch, while the providers are asked', async () => {
  const page = servePage('/auth/signin');
  const link = within(page).getByRole('link', { name: 'Continue with Google' });
  const { recoverable, errors } = await hydrate(page, { pending: true });
  expect(recoverable).toEqual([]);
  expect(errors.filter((message) => /hydrat|did not match|didn't match/i.test(message))).toEqual([]);
  expect(screen.getByRole('link', { name: 'Continue with Google' })).toBe(link);
});

test('providers already known to lack Google: hydration still matches the markup, then the button says so', async () => {
  const page = servePage('/auth/signup');
  const { recoverable, errors } = await hydrate(page, { data: { google: null } }, { providersAlreadyKnown: true });
  expect(recoverable).toEqual([]);
  expect(errors.filter((message) => /hydrat|did not match|didn't match/i.test(message))).toEqual([]);
  expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Continue with Google' })).not.toBeInTheDocument();
});
