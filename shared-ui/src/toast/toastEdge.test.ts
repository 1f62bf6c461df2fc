import { clearEdge } from './toastEdge.ts';

// A 360 × 740 phone: toasts 64 px tall above an 88 px bottom bar, or 8 px below the top.
const bands = { viewportHeight: 740, height: 64, bottomClearance: 88, topOffset: 8 };
const box = (top: number, height = 44) => ({ top, bottom: top + height });

test('at the bottom while nothing that matters is there', () => {
  expect(clearEdge([], bands)).toBe('bottom');
  expect(clearEdge([box(100, 40), box(400)], bands)).toBe('bottom');
  // Behind the bottom bar is covered by the bar already.
  expect(clearEdge([box(660, 60)], bands)).toBe('bottom');
});

test('at the top when at the bottom they would cover a form’s button or its error', () => {
  expect(clearEdge([box(600)], bands)).toBe('top');
  expect(clearEdge([box(100, 40), box(560, 30)], bands)).toBe('top');
});

test('at the bottom again when the top would cover something too', () => {
  expect(clearEdge([box(20, 40), box(600)], bands)).toBe('bottom');
});
