import { afterFirstPaint, preloadStartupFiles } from './startAfterPaint.ts';

function page(prerendered: boolean) {
  document.head.innerHTML = '';
  document.body.innerHTML = prerendered ? '<div id="root" data-prerendered="landing"><h1>Hi</h1></div>' : '<div id="root"></div>';
}

describe('afterFirstPaint', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test('a page without prerendered markup starts at once', () => {
    page(false);
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('without Paint Timing, a prerendered page starts in a task after the next frame, once', () => {
    page(true);
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    frames.forEach((frame) => frame(0));
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('with Paint Timing, a prerendered page starts in a task after its first contentful paint', () => {
    page(true);
    let report: PerformanceObserverCallback = () => {};
    const disconnect = jest.fn();
    class FakeObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: PerformanceObserverCallback) {
        report = callback;
      }
      observe = jest.fn();
      disconnect = disconnect;
    }
    const real = window.PerformanceObserver;
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    try {
      const start = jest.fn();
      afterFirstPaint(start);
      const entries = (names: string[]) => ({ getEntries: () => names.map((name) => ({ name })) }) as unknown as PerformanceObserverEntryList;
      report(entries(['first-paint']), {} as PerformanceObserver);
      jest.advanceTimersByTime(0);
      expect(start).not.toHaveBeenCalled();
      report(entries(['first-contentful-paint']), {} as PerformanceObserver);
      expect(disconnect).toHaveBeenCalled();
      jest.advanceTimersByTime(0);
      expect(start).toHaveBeenCalledTimes(1);
      expect(frames).toEqual([]);
    } finally {
      window.PerformanceObserver = real;
    }
  });

  test('a prerendered page that draws no frame still starts', () => {
    page(true);
    const start = jest.fn();
    afterFirstPaint(start);
    jest.advanceTimersByTime(1499);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  test('a hidden tab starts at once', () => {
    page(true);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

test('preloadStartupFiles adds a preload link per file, the manifest in CORS mode', () => {
  page(true);
  preloadStartupFiles([
    { href: '/bootstrap.1.js', as: 'script' },
    { href: '/remotes/landing/mf-manifest.json', as: 'fetch' },
  ]);
  const links = [...document.head.querySelectorAll('link[rel="preload"]')];
  expect(links.map((link) => [link.getAttribute('as'), link.getAttribute('href'), link.getAttribute('crossorigin')])).toEqual([
    ['script', '/bootstrap.1.js', null],
    ['fetch', '/remotes/landing/mf-manifest.json', 'anonymous'],
  ]);
});
