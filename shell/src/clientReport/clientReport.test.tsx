import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { CLIENT_REPORT_LIMITS, CLIENT_REPORT_PATH, type ClientReport } from '@lectern/shared-api/contract';
import { LecternProviders } from '@lectern/shared-ui';
import reportLoadErrors from '../federation/reportLoadErrors.ts';
import { RemoteBoundary } from '../federation/RemoteBoundary.tsx';
import { countView, reportBoundaryError, startClientReport } from './clientReport.ts';
import { ReportViews } from './ReportViews.tsx';


const STUDENT = '7f3a2c0b1d9e';
const LANDING = '0a1b2c3d4e5f';
const MANAGEMENT = 'c0ffee123456';
const ORIGIN = 'http://localhost';

/** The remotes map a page carries: three releases here, and auth hosted elsewhere (no release). */
const MAP = {
  landing: `/remotes/landing/releases/${LANDING}/mf-manifest.json`,
  auth: 'https://cdn.example.edu/auth/mf-manifest.json',
  student: `/remotes/student/releases/${STUDENT}/mf-manifest.json`,
  management: `/remotes/management/releases/${MANAGEMENT}/mf-manifest.json`,
};

let stop: (() => void) | undefined;
let beacons: Array<{ url: string; body: Blob }>;
let idle: Array<() => void>;

function start(path: string, map: Record<string, string> = MAP) {
  window.history.replaceState(null, '', path);
  stop = startClientReport(map);
}

beforeEach(() => {
  beacons = [];
  idle = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, body: Blob) => beacons.push({ url, body }) > 0),
  });
  window.requestIdleCallback = ((run: () => void) => idle.push(run)) as typeof window.requestIdleCallback;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

async function sentReports(): Promise<ClientReport[]> {
  return Promise.all(beacons.map(async ({ body }) => JSON.parse(await readBlob(body)) as ClientReport));
}

const leavePage = () => act(() => void window.dispatchEvent(new Event('pagehide')));

/** Runs what waits for the page to be idle (the errors' formatter), and lets its chunk arrive. */
async function whenIdle() {
  await act(async () => {
    for (const run of idle.splice(0)) run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Leaves the page once what waits for idle has run: the reports it sent. */
async function reportsOnLeaving(): Promise<ClientReport[]> {
  await whenIdle();
  leavePage();
  return sentReports();
}

/** An Error whose stack's top frame is `url` (Chrome's form). */
function errorAt(message: string, url: string) {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at render (${url}:1:2345)\n    at ${ORIGIN}/main.4ba1bd4db7.js:1:99`;
  return error;
}

function uncaught(error: Error) {
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

function rejection(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

describe('page views', () => {
  function Links() {
    return (
      <nav>
        <Link to="/dashboard?tab=saved">Saved</Link>
        <Link to="/material/m1">A material</Link>
        <Link to="/">Home</Link>
        <Link to="/auth/signin">Sign in</Link>
        <Link to="/dashboard">Dashboard</Link>
      </nav>
    );
  }

  it('counts the first load and each navigation to a new pathname for the remote that renders it, with its release', async () => {
    start('/dashboard?q=private');
    render(
      <MemoryRouter initialEntries={['/dashboard?q=private']}>
        <ReportViews />
        <Links />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Saved' })); // same pathname: not a new view
    await userEvent.click(screen.getByRole('link', { name: 'A material' })); // student
    await userEvent.click(screen.getByRole('link', { name: 'Home' })); // landing
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' })); // auth is hosted elsewhere: no release
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' })); // student again
    leavePage();

    expect(await sentReports()).toEqual([
      {
        views: [
          { remote: 'student', release: STUDENT, count: 3 },
          { remote: 'landing', release: LANDING, count: 1 },
        ],
        errors: [],
      },
    ]);
  });

  it('sends with sendBeacon on pagehide, as a JSON blob to the report path, then starts again from nothing', async () => {
    start('/');
    leavePage();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(CLIENT_REPORT_PATH);
    expect(beacons[0]!.body.type).toBe('application/json');
    leavePage(); // nothing new queued: nothing sent
    expect(beacons).toHaveLength(1);
  });

  it('sends when the page is hidden, and about 10 s after the first thing queued', async () => {
    jest.useFakeTimers();
    start('/management');
    jest.advanceTimersByTime(9_000);
    expect(beacons).toHaveLength(0);
    jest.advanceTimersByTime(1_000);
    expect(beacons).toHaveLength(1);

    countView('/management/courses');
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(2);
    jest.useRealTimers();
    expect((await sentReports()).map((sent) => sent.views)).toEqual([
      [{ remote: 'management', release: MANAGEMENT, count: 1 }],
      [{ remote: 'management', release: MANAGEMENT, count: 1 }],
    ]);
  });

  it('sends nothing for a page whose remote has no release, nor when nothing is queued', () => {
    start('/auth/signin');
    leavePage();
    stop!();
    start('/dashboard', { student: 'http://localhost:3003/mf-manifest.json' }); // a development map: no release at all
    leavePage();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });

  it('uses fetch with keepalive where sendBeacon is missing', () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    const fetch = jest.fn(() => Promise.resolve({ ok: true }));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    start('/');
    leavePage();
    expect(fetch).toHaveBeenCalledWith(CLIENT_REPORT_PATH, expect.objectContaining({ method: 'POST', keepalive: true }));
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(JSON.parse(String(init.body))).toEqual({ views: [{ remote: 'landing', release: LANDING, count: 1 }], errors: [] });
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it('counts at most the limit of views for one release in one report', () => {
    start('/dashboard');
    for (let view = 0; view < CLIENT_REPORT_LIMITS.maxViewsPerEntry + 20; view++) countView(view % 2 ? '/dashboard' : '/dashboard/libraries');
    leavePage();
    return sentReports().then(([sent]) => expect(sent!.views).toEqual([{ remote: 'student', release: STUDENT, count: CLIENT_REPORT_LIMITS.maxViewsPerEntry }]));
  });
});

describe('errors', () => {
  it('an uncaught error counts against the release whose file threw it, with the path alone and a scrubbed message', async () => {
    start('/dashboard/search?q=ada%40example.edu');
    uncaught(
      errorAt(
        'No access for ada@example.edu to /material/123e4567-e89b-12d3-a456-426614174000?token=abc with key sk_live_4f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a',
        `${ORIGIN}/remotes/management/releases/${MANAGEMENT}/745.1c2d3e4f5a.js?retry=1`,
      ),
    );
    const [sent] = await reportsOnLeaving();
    expect(sent!.errors).toEqual([
      {
        remote: 'management',
        release: MANAGEMENT,
        kind: 'error',
        message: 'No access for [email] to /material/:id with key [token]',
        frame: `${ORIGIN}/remotes/management/releases/${MANAGEMENT}/745.1c2d3e4f5a.js:1:2345`,
        path: '/dashboard/search',
      },
    ]);
    expect(sent!.views).toEqual([{ remote: 'student', release: STUDENT, count: 1 }]);
  });

  it("an unhandled rejection from the shell's own file counts against the remote of the page", async () => {
    start('/material/123e4567-e89b-12d3-a456-426614174000?from=search');
    rejection(errorAt('Request failed', `${ORIGIN}/startup.11bf51119d.js`));
    rejection('plain text reason');
    const [sent] = await reportsOnLeaving();
    expect(sent!.errors).toEqual([
      { remote: 'student', release: STUDENT, kind: 'unhandledrejection', message: 'Request failed', frame: `${ORIGIN}/startup.11bf51119d.js:1:2345`, path: '/material/:id' },
      { remote: 'student', release: STUDENT, kind: 'unhandledrejection', message: 'plain text reason', frame: null, path: '/material/:id' },
    ]);
  });

  it('a remote that failed to load counts against that remote, once, even when its boundary catches the same error', async () => {
    start('/dashboard?next=%2Fmanagement');
    const failure = new Error(`Failed to fetch ${ORIGIN}/remotes/landing/releases/${LANDING}/mf-manifest.json?v=2`);
    failure.stack = `Error: ${failure.message}\n    at ${ORIGIN}/main.4ba1bd4db7.js:1:500`;
    const plugin = reportLoadErrors();
    const emit = (lifecycle: 'afterResolve' | 'onLoad') =>
      plugin.errorLoadRemote!({ id: 'landing/LandingPage', error: failure, from: 'runtime', lifecycle, remote: { name: 'landing' } } as never);
    await emit('afterResolve'); // the same failure, on its way to onLoad
    await emit('onLoad');
    reportBoundaryError(failure);
    const [sent] = await reportsOnLeaving();
    expect(sent!.errors).toEqual([
      {
        remote: 'landing',
        release: LANDING,
        kind: 'remote-load',
        message: `Failed to fetch ${ORIGIN}/remotes/landing/releases/${LANDING}/mf-manifest.json`,
        frame: `${ORIGIN}/main.4ba1bd4db7.js:1:500`,
        path: '/dashboard',
      },
    ]);
  });

  it("an error boundary's catch is reported as kind boundary", async () => {
    start('/management/review?status=pending');
    const Broken = () => {
      throw errorAt('Cannot read properties of undefined (reading "rows")', `${ORIGIN}/remotes/management/releases/${MANAGEMENT}/review.js`);
    };
    render(
      <LecternProviders queryClient={new QueryClient()}>
        <MemoryRouter>
          <RemoteBoundary name="management" load={() => Promise.resolve({ default: Broken })} />
        </MemoryRouter>
      </LecternProviders>,
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    const [sent] = await reportsOnLeaving();
    expect(sent!.errors).toEqual([
      {
        remote: 'management',
        release: MANAGEMENT,
        kind: 'boundary',
        message: 'Cannot read properties of undefined (reading "rows")',
        frame: `${ORIGIN}/remotes/management/releases/${MANAGEMENT}/review.js:1:2345`,
        path: '/management/review',
      },
    ]);
  });

  it('the same error in a loop is sent once; past the limits, errors are dropped; texts are cut and the body stays within its limit', async () => {
    start(`/dashboard/${'folder/'.repeat(40)}`);
    const long = 'x'.repeat(CLIENT_REPORT_LIMITS.maxMessage + 100);
    for (let again = 0; again < 50; again++) uncaught(errorAt('Too much recursion', `${ORIGIN}/remotes/student/releases/${STUDENT}/loop.js`));
    for (let error = 0; error < 40; error++) uncaught(errorAt(`${error} ${long}`, `${ORIGIN}/remotes/student/releases/${STUDENT}/${'deep/'.repeat(60)}f${error}.js`));
    await whenIdle();
    leavePage();
    uncaught(errorAt('Too much recursion', `${ORIGIN}/remotes/student/releases/${STUDENT}/loop.js`));
    leavePage();

    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body.size).toBeLessThanOrEqual(CLIENT_REPORT_LIMITS.maxBodyBytes);
    const [sent] = await sentReports();
    // 20 errors of the longest texts would pass the body's 16 KB: the last are dropped.
    expect(sent!.errors.length).toBeGreaterThan(10);
    expect(sent!.errors.length).toBeLessThan(CLIENT_REPORT_LIMITS.maxErrors);
    expect(sent!.errors.filter((error) => error.message === 'Too much recursion')).toHaveLength(1);
    for (const error of sent!.errors) {
      expect(error.message.length).toBeLessThanOrEqual(CLIENT_REPORT_LIMITS.maxMessage);
      expect(error.frame!.length).toBeLessThanOrEqual(CLIENT_REPORT_LIMITS.maxFrame);
      expect(error.path.length).toBeLessThanOrEqual(CLIENT_REPORT_LIMITS.maxPath);
    }
  });

  it('an error in a remote without a release is not reported', async () => {
    start('/auth/signin');
    uncaught(errorAt('Sign-in broke', 'https://cdn.example.edu/auth/123.js'));
    await whenIdle();
    leavePage();
    expect(beacons).toHaveLength(0);
  });

  it("a page left before its errors' chunk arrived still sends its views; the errors go with the next report", async () => {
    start('/');
    uncaught(errorAt('Early', `${ORIGIN}/remotes/landing/releases/${LANDING}/a.js`));
    leavePage();
    const [first, second] = await reportsOnLeaving();
    expect(first).toEqual({ views: [{ remote: 'landing', release: LANDING, count: 1 }], errors: [] });
    expect(second!.errors.map((error) => error.message)).toEqual(['Early']);
  });
});
