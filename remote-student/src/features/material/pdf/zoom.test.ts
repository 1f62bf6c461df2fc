import { anchoredScroll, clampZoom, ZOOM_MAX, ZOOM_MIN, zoomIn, zoomLabel, zoomOut } from './zoom.ts';

test('Zoom in and Zoom out move between the steps, from anywhere a pinch left the zoom', () => {
  expect(zoomIn(1)).toBe(1.25);
  expect(zoomOut(1)).toBe(0.75);
  expect(zoomIn(1.1)).toBe(1.25);
  expect(zoomOut(1.1)).toBe(1);
  expect(zoomIn(ZOOM_MAX)).toBe(ZOOM_MAX);
  expect(zoomOut(ZOOM_MIN)).toBe(ZOOM_MIN);
});

test('a pinch is kept within the range and rounded to whole per cent', () => {
  expect(clampZoom(9)).toBe(ZOOM_MAX);
  expect(clampZoom(0.1)).toBe(ZOOM_MIN);
  expect(clampZoom(1.23456)).toBe(1.23);
  expect(clampZoom(Number.NaN)).toBe(1);
  expect(zoomLabel(1.25)).toBe('125 %');
});

test('zooming keeps the point under the fingers (or the centre) where it was', () => {
  // 300 px wide box, scrolled 0, its centre (150) at zoom 1 is 300 at zoom 2: scroll 150.
  expect(anchoredScroll(0, 150, 1, 2)).toBe(150);
  // Back out to fit: nothing left to scroll.
  expect(anchoredScroll(150, 150, 2, 1)).toBe(0);
});
