import { afterLoadAndIdle, registerServiceWorkerWhenIdle } from './registerWhenIdle.ts';
import { registerServiceWorker } from './registerServiceWorker.ts';

describe('service worker registration', () => {
  let idle: Array<() => void>;
  let readyState: DocumentReadyState;
  beforeEach(() => {
    idle = [];
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestIdleCallback = ((run: () => void) => idle.push(run)) as typeof window.requestIdleCallback;
  });
  afterEach(() => jest.restoreAllMocks());

  const serviceWorker = () => {
    const worker = { postMessage: jest.fn() };
    const container = { register: jest.fn().mockResolvedValue({}), ready: Promise.resolve({ active: worker }) };
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    return { container, worker };
  };

  it('loads the registration chunk only once the page has loaded and the browser is idle', async () => {
    const { container } = serviceWorker();
    const load = jest.fn(() => Promise.resolve({ registerServiceWorker: () => registerServiceWorker(container as unknown as ServiceWorkerContainer) }));
    registerServiceWorkerWhenIdle(load);
    expect(load).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled(); // loaded, not yet idle
    expect(idle).toHaveLength(1);

    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('waits only for idle when the page has already loaded', () => {
    readyState = 'complete';
    const run = jest.fn();
    afterLoadAndIdle(run);
    expect(run).not.toHaveBeenCalled();
    idle[0]!();
    expect(run).toHaveBeenCalled();
  });

  it('asks the worker to keep the remotes the page has just loaded', async () => {
    const { container, worker } = serviceWorker();
    await registerServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(worker.postMessage).toHaveBeenCalledWith('lectern:check-remotes');
  });

  it('a registration cut short by a lost connection is tried again once the browser is back online', async () => {
    const { container } = serviceWorker();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const load = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ registerServiceWorker: () => registerServiceWorker(container as unknown as ServiceWorkerContainer) });
    readyState = 'complete';
    registerServiceWorkerWhenIdle(load);
    idle[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(2);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});
