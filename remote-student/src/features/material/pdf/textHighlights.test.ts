import { markedParts, matchRanges, openingPage, searchWords } from './searchWords.ts';
import { pageHighlights, type HighlightPage } from './textHighlights.ts';

test('the searched words: lower-cased, punctuation stripped, 2 letters or more, each once', () => {
  expect(searchWords('  Kirchhoff’s, LAW!  a law  ')).toEqual(['kirchhoffs', 'law']);
  expect(searchWords('')).toEqual([]);
  expect(searchWords(null)).toEqual([]);
});

test('a word of the text matches whole or by its start, in any case, its apostrophe ignored', () => {
  const text = "Kirchhoff's laws; kirchhoff law, by-law and outlaw.";
  const found = matchRanges(text, ['kirchhoffs', 'law']).map(({ start, end }) => text.slice(start, end));
  expect(found).toEqual(["Kirchhoff's", 'laws', 'law', 'law']);
  expect(markedParts('Ohm law.', ['law'])).toEqual([
    { text: 'Ohm ', marked: false },
    { text: 'law', marked: true },
    { text: '.', marked: false },
  ]);
});

test.each([
  ['3', 5, 3],
  ['5', 5, 5],
  ['0', 5, 1],
  ['6', 5, 1],
  ['x', 5, 1],
  ['2.5', 5, 1],
  [' 2 ', 5, 2],
  ['40', null, 40],
  [null, 5, 1],
])('?page=%p of %p pages opens page %p', (param, pages, opened) => {
  expect(openingPage(param, pages)).toBe(opened);
});

const page = (items: unknown[], styles: Record<string, { fontFamily: string }> = {}): HighlightPage =>
  ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale, scale, transform: [scale, 0, 0, -scale, 0, 800 * scale] }),
    getTextContent: () => Promise.resolve({ items, styles }),
  }) as unknown as HighlightPage;

test('a box over each matched word, in fractions of the page, from the run’s transform and width', async () => {
  // "ab law": 60 pt wide at x 60, baseline 100 pt from the bottom, 10 pt type.
  const boxes = await pageHighlights(page([{ str: 'ab law', transform: [10, 0, 0, 10, 60, 100], width: 60 }, { type: 'beginMarkedContent' }]), ['law']);
  expect(boxes).toHaveLength(1);
  expect(boxes[0]!.left).toBeCloseTo((60 + 30) / 600);
  expect(boxes[0]!.width).toBeCloseTo(30 / 600);
  expect(boxes[0]!.top).toBeCloseTo((700 - 9.5) / 800);
  expect(boxes[0]!.height).toBeCloseTo(12 / 800);
  expect(await pageHighlights(page([{ str: 'ab law', transform: [10, 0, 0, 10, 60, 100], width: 60 }]), [])).toEqual([]);
});

test('measured, a word takes its share of the run’s measured width, in the run’s font family', async () => {
  const families: string[] = [];
  // Every character 1 wide but "W", 4 wide.
  const measure = (text: string, family: string) => {
    families.push(family);
    return [...text].reduce((sum, char) => sum + (char === 'W' ? 4 : 1), 0);
  };
  const boxes = await pageHighlights(
    page([{ str: 'WW law', transform: [10, 0, 0, 10, 0, 100], width: 120, fontName: 'g_d0_f1' }], { g_d0_f1: { fontFamily: 'serif' } }),
    ['law'],
    measure,
  );
  // "WW " is 9 of the run's 12.
  expect(boxes[0]!.left).toBeCloseTo(90 / 600);
  expect(boxes[0]!.width).toBeCloseTo(30 / 600);
  expect(families.every((family) => family === 'serif')).toBe(true);
});
