import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RELEASE_MESSAGES, RELEASE_PREVIEW_GLOBAL } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeNetwork } from '@lectern/shared-api/testing';
import { LecternProviders } from '@lectern/shared-ui';
import PreviewBar, { PREVIEW_BAR_LABEL } from './PreviewBar.tsx';
import { ReleasePreview } from './ReleasePreview.tsx';

const PREVIEW = { remote: 'student', release: '7f3a2c0b1d9e' } as const;

let net: FakeNetwork | undefined;
const fakeNetwork = fakeNetworkPerTest();

afterEach(() => {
  delete window[RELEASE_PREVIEW_GLOBAL];
});

function renderPage(children = <ReleasePreview />) {
  return render(
    <LecternProviders queryClient={new QueryClient()}>
      {children}
      <main>
        <a href="/dashboard">Dashboard</a>
      </main>
    </LecternProviders>,
  );
}

describe('the release preview bar', () => {
  it('is not rendered for someone who is not previewing', () => {
    renderPage();
    expect(screen.queryByRole('region', { name: PREVIEW_BAR_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RELEASE_MESSAGES.stopPreview })).not.toBeInTheDocument();
  });

  it("says which release is previewed, in a labelled region at the top, and Stop is the keyboard's first stop", async () => {
    window[RELEASE_PREVIEW_GLOBAL] = PREVIEW;
    renderPage();
    const bar = await screen.findByRole('region', { name: PREVIEW_BAR_LABEL });
    expect(within(bar).getByText(RELEASE_MESSAGES.previewing(PREVIEW.remote, PREVIEW.release))).toBeInTheDocument();
    expect(within(bar).getByText('Previewing student release 7f3a2c.')).toBeInTheDocument();
    // Before the page's content: it pushes the page down instead of covering it.
    expect(bar.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.tab();
    expect(within(bar).getByRole('button', { name: RELEASE_MESSAGES.stopPreview })).toHaveFocus();
  });

  it('Stop ends the preview with DELETE /api/releases/preview (the session cookie sent), then reloads the page', async () => {
    const sent: RequestInit[] = [];
    const reload = jest.fn();
    net = fakeNetwork({
      'DELETE /api/releases/preview': (_url, init) => {
        sent.push(init!);
        expect(reload).not.toHaveBeenCalled();
        return { data: null };
      },
    });
    renderPage(<PreviewBar preview={PREVIEW} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: RELEASE_MESSAGES.stopPreview }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(net.calls.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['DELETE /api/releases/preview']);
    expect(sent[0]).toMatchObject({ method: 'DELETE', credentials: 'include' });
  });

  it('a Stop that fails says so and stays', async () => {
    const reload = jest.fn();
    net = fakeNetwork({ 'DELETE /api/releases/preview': { status: 401, error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } } });
    renderPage(<PreviewBar preview={PREVIEW} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: RELEASE_MESSAGES.stopPreview }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to continue.');
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: RELEASE_MESSAGES.stopPreview })).not.toHaveAttribute('aria-disabled', 'true');
  });
});
