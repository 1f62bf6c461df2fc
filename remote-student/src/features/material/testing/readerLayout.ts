// jsdom lays nothing out and has no IntersectionObserver: a stand-in for both, for the reader's
// tests. The scroll box (the group named "Page") is `width` × `height` CSS px; its pages stand one under another, each as
// tall as its inline width (a share of the box) and aspect-ratio make it, with `gap` above each,
// as the browser lays them out. Scrolling the box (setting scrollTop) sends the scroll event and
// tells each observer what comes into or leaves its root (grown by its margin), as browsers do.
import { act } from '@testing-library/react';

interface Options {
  width: number;
  height: number;
  gap: number;
}

const observers = new Set<FakeIntersectionObserver>();
const OPTIONS: Options = { width: 800, height: 600, gap: 8 };
const scrollTops = new WeakMap<Element, number>();
let layout: { frame: () => HTMLElement | null; options: Options } | null = null;

/** The reader's scroll box: the group named "Page". */
const isFrame = (element: Element) => element.getAttribute('role') === 'group' && element.getAttribute('aria-label') === 'Page';

function sheetsOf(frame: HTMLElement): HTMLElement[] {
  return Array.from(frame.querySelectorAll<HTMLElement>(':scope > [data-page]'));
}

/** Each page's top and height in the scroll box's content. */
function contentSpans(frame: HTMLElement, { width, gap }: Options) {
  let y = 0;
  return sheetsOf(frame).map((sheet) => {
    const [across, down] = sheet.style.aspectRatio.split('/').map(Number);
    const height = ((width * parseFloat(sheet.style.width)) / 100) * (down! / across!);
    const span = { sheet, top: y + gap, height };
    y += gap + height;
    return span;
  });
}

function contentHeight(frame: HTMLElement, options: Options): number {
  const last = contentSpans(frame, options).at(-1);
  return last ? last.top + last.height + options.gap : 0;
}

const rect = (top: number, height: number, width: number) => new DOMRect(0, top, width, height);

/** Lays out every reader's scroll box rendered from now on, until `undoReaderLayout`. */
export function layOutReaders(options: Options = OPTIONS) {
  layout = { frame: () => Array.from(document.querySelectorAll<HTMLElement>('[role="group"][aria-label="Page"]')).at(-1) ?? null, options };
  const size = (name: 'clientWidth' | 'clientHeight' | 'scrollHeight', of: (frame: HTMLElement) => number) => {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, name)!;
    jest.spyOn(HTMLElement.prototype, name, 'get').mockImplementation(function (this: HTMLElement) {
      return isFrame(this) ? of(this) : (original.get!.call(this) as number);
    });
  };
  size('clientWidth', () => options.width);
  size('clientHeight', (frame) => (frame.hidden ? 0 : options.height));
  size('scrollHeight', (frame) => contentHeight(frame, options));
  const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
  Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
    configurable: true,
    get(this: HTMLElement) {
      return isFrame(this) ? (scrollTops.get(this) ?? 0) : (scrollTop.get!.call(this) as number);
    },
    set(this: HTMLElement, value: number) {
      if (!isFrame(this)) return scrollTop.set!.call(this, value);
      const frame: HTMLElement = this.closest('[role="group"][aria-label="Page"]')!;
      const top = Math.max(0, Math.min(value, contentHeight(frame, options) - options.height));
      if (top === (scrollTops.get(frame) ?? 0)) return;
      scrollTops.set(frame, top);
      // The browser sends it with the next frame.
      queueMicrotask(() => {
        frame.dispatchEvent(new Event('scroll'));
        observers.forEach((observer) => observer.check());
      });
    },
  });
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (isFrame(this)) return rect(0, options.height, options.width);
    const frame = this.parentElement;
    const span = this.dataset.page && frame && isFrame(frame) ? contentSpans(frame, options).find((one) => one.sheet === this) : undefined;
    return span && frame ? rect(span.top - frame.scrollTop, span.height, options.width) : rect(0, 0, 0);
  });
}

/** Scrolls the reader's box as a wheel or a finger would, and waits for the browser's answer. */
export async function scrollReader(top: number) {
  await act(async () => {
    const frame = layout?.frame();
    if (frame) frame.scrollTop = top;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** The top of page `page`'s box in the scroll box's content, as laid out now. */
export function pageTop(page: number): number {
  const frame = layout?.frame();
  if (!layout || !frame) throw new Error('layOutReaders, and render a reader, first');
  return contentSpans(frame, layout.options).find((span) => span.sheet.dataset.page === String(page))!.top;
}

export function undoReaderLayout() {
  layout = null;
  observers.clear();
  delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
  jest.restoreAllMocks();
}

/** Reports a target's intersection with its root, grown by a `rootMargin` of "<n>% 0px". */
export class FakeIntersectionObserver implements IntersectionObserver {
  readonly root: Element | null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  private readonly targets = new Map<Element, boolean | undefined>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = (options.root as Element | null) ?? null;
    this.rootMargin = options.rootMargin ?? '0px';
    observers.add(this);
  }

  observe(target: Element) {
    this.targets.set(target, undefined);
    queueMicrotask(() => this.check());
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Tells the callback of every target that came into or left the grown root since last time. */
  check() {
    if (!this.root || this.targets.size === 0) return;
    const root = this.root.getBoundingClientRect();
    const margin = (parseFloat(this.rootMargin) / 100) * (this.root as HTMLElement).clientHeight;
    const hidden = (this.root as HTMLElement).clientHeight === 0;
    const entries: IntersectionObserverEntry[] = [];
    this.targets.forEach((was, target) => {
      const box = target.getBoundingClientRect();
      const isIntersecting = !hidden && box.height > 0 && box.bottom > root.top - margin && box.top < root.bottom + margin;
      if (was === isIntersecting) return;
      this.targets.set(target, isIntersecting);
      entries.push({ target, isIntersecting, boundingClientRect: box, intersectionRatio: isIntersecting ? 1 : 0, intersectionRect: box, rootBounds: root, time: 0 });
    });
    if (entries.length > 0) act(() => this.callback(entries, this));
  }
}
