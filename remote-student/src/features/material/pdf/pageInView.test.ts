import { pageAt, pageInView, pagesToDraw, type PageSpan } from './pageInView.ts';

// Pages 100 px tall with 10 px between them, from 10 px down: page n's top is 10 + (n - 1) * 110.
const PAGES = 12;
const spanOf = (page: number): PageSpan => ({ top: 10 + (page - 1) * 110, height: 100 });
const view = (top: number, height = 150): PageSpan => ({ top, height });

test('pageAt: the first page whose box ends below the point, by halving', () => {
  expect(pageAt(PAGES, spanOf, 0)).toBe(1);
  expect(pageAt(PAGES, spanOf, 109)).toBe(1);
  expect(pageAt(PAGES, spanOf, 110)).toBe(2);
  expect(pageAt(PAGES, spanOf, 555)).toBe(6);
  expect(pageAt(PAGES, spanOf, 99_999)).toBe(PAGES);
  const measured: number[] = [];
  pageAt(500, (page) => (measured.push(page), spanOf(page)), 30_000);
  expect(measured.length).toBeLessThanOrEqual(10);
});

test('pageInView: the page most in view, once the current one is no longer wholly in view', () => {
  // 0..150: page 1 wholly, page 2's top 30 px.
  expect(pageInView(PAGES, spanOf, view(0), 1)).toBe(1);
  // 60..210: page 1's last 50 px, page 2 wholly (and it was page 1): page 2.
  expect(pageInView(PAGES, spanOf, view(60), 1)).toBe(2);
  // 80..230: page 1 30 px, page 2 wholly (it is current): stays.
  expect(pageInView(PAGES, spanOf, view(80), 2)).toBe(2);
  // 165..315: page 2's last 45 px, page 3 wholly.
  expect(pageInView(PAGES, spanOf, view(165), 2)).toBe(3);
  // Far down at once (a fling): the page most in view there.
  expect(pageInView(PAGES, spanOf, view(1000), 1)).toBe(10);
});

test('pageInView: a tie keeps the current page; the page wholly in view wins over a larger part of a taller one', () => {
  // 35..135 shows 75 px of page 1 and 25 px of page 2; 85..185 shows 25 px and 75 px.
  expect(pageInView(PAGES, spanOf, view(35, 100), 1)).toBe(1);
  expect(pageInView(PAGES, spanOf, view(85, 100), 1)).toBe(2);
  // 65..165: 45 px each: the current page stays, whichever it is.
  expect(pageInView(PAGES, spanOf, view(65, 100), 1)).toBe(1);
  expect(pageInView(PAGES, spanOf, view(65, 100), 2)).toBe(2);
  // The last page scrolled to, wholly in view under a larger part of the page above.
  const last = (page: number): PageSpan => (page === 3 ? { top: 230, height: 40 } : spanOf(page));
  expect(pageInView(3, last, view(120, 160), 3)).toBe(3);
});

test('pagesToDraw: the current page and the nearest of those near the view, at most max', () => {
  expect([...pagesToDraw(new Set(), 4, 6)]).toEqual([4]);
  expect([...pagesToDraw(new Set([3, 4, 5]), 4, 6)].sort()).toEqual([3, 4, 5]);
  expect([...pagesToDraw(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]), 5, 4)].sort()).toEqual([3, 4, 5, 6]);
  // The page the reader went to is drawn even before the observer has seen it near.
  expect(pagesToDraw(new Set([1, 2]), 9, 6).has(9)).toBe(true);
});
