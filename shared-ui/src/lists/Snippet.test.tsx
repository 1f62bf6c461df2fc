import { screen } from '@testing-library/react';
import { theme } from '../theme/theme.ts';
import { renderWithProviders } from '../testing/index.ts';
import { PreviewStatusNote } from './PreviewStatusNote.tsx';
import { Snippet } from './Snippet.tsx';
import { SNIPPET_LEAD_MAX, snippetParts } from './snippetParts.ts';

const text = 'By Thevenin’s theorem any linear circuit is a source and one resistor.';
const markOf = (word: string) => ({ start: text.indexOf(word), end: text.indexOf(word) + word.length });

test('a snippet shows its page as "p. 4" and marks exactly the matched words', () => {
  renderWithProviders(<Snippet snippet={{ page: 4, text, marks: [markOf('Thevenin'), markOf('resistor')] }} />);
  expect(screen.getByText('p. 4')).toBeInTheDocument();
  // Heard as a page, not as the letter p.
  expect(screen.getByText('Page 4:')).toBeInTheDocument();
  const marks = document.querySelectorAll('mark');
  expect([...marks].map((mark) => mark.textContent)).toEqual(['Thevenin', 'resistor']);
  expect(screen.getByText('Thevenin').tagName).toBe('MARK');
  expect(screen.getByText('Thevenin')).toHaveStyle({ backgroundColor: theme.colors.highlight });
});

test('a document’s text is shown as text: markup in it is never HTML', () => {
  const { container } = renderWithProviders(<Snippet snippet={{ page: 2, text: 'Say <b>hi</b> to <img src=x onerror=alert(1)>', marks: [{ start: 4, end: 13 }] }} />);
  expect(screen.getByText('<b>hi</b>').tagName).toBe('MARK');
  expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
  expect(container.querySelector('b')).toBeNull();
  expect(container.querySelector('img')).toBeNull();
});

test('marks out of range, empty, overlapping or out of order still show every character once', () => {
  expect(snippetParts('abcdef', [{ start: 4, end: 99 }, { start: 0, end: 2 }, { start: 1, end: 3 }, { start: 3, end: 3 }])).toEqual([
    { text: 'abc', marked: true },
    { text: 'd', marked: false },
    { text: 'ef', marked: true },
  ]);
  expect(snippetParts('abc', [])).toEqual([{ text: 'abc', marked: false }]);
  expect(snippetParts('', [{ start: 0, end: 1 }])).toEqual([]);
});

test('a match late in the passage is brought to its first lines: the words before it cut at a word, with "…"', () => {
  const long = 'The lecture opens with a long review of last week and the examples worked in class before it reaches Kirchhoff and his laws.';
  const mark = { start: long.indexOf('Kirchhoff'), end: long.indexOf('Kirchhoff') + 'Kirchhoff'.length };
  const { container } = renderWithProviders(<Snippet snippet={{ page: 1, text: long, marks: [mark] }} />);
  expect(container.querySelector('mark')?.textContent).toBe('Kirchhoff');
  const shown = container.querySelector('p')?.textContent ?? '';
  expect(shown).toMatch(/^p\. 1Page 1: … \w/);
  expect(shown.endsWith('reaches Kirchhoff and his laws.')).toBe(true);
  const lead = shown.slice(shown.indexOf('… ') + 2, shown.indexOf('Kirchhoff'));
  expect(lead.length).toBeLessThanOrEqual(SNIPPET_LEAD_MAX);
  // A match near the start is left as it is.
  renderWithProviders(<Snippet snippet={{ page: 2, text, marks: [markOf('Thevenin')] }} />);
  expect(screen.getByText(/theorem any linear circuit/).textContent?.startsWith('’s')).toBe(true);
});

test('a preview being made is an announced status; one that could not be made says so calmly', () => {
  const { rerender } = renderWithProviders(<PreviewStatusNote status="pending" />);
  expect(screen.getByRole('status')).toHaveTextContent('Preparing preview...');
  rerender(<PreviewStatusNote status="unavailable" />);
  expect(screen.getByText('Preview unavailable')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
