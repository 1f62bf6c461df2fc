import type { SnippetMark } from '@lectern/shared-api/contract';

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/**
 * A snippet's text cut into plain and marked runs, in order. Marks are taken as the server sent
 * them but made safe to draw: out-of-range ends are clamped, empty marks dropped, and overlapping
 * or touching marks merged, so every character appears exactly once.
 */
export function snippetParts(text: string, marks: readonly SnippetMark[]): SnippetPart[] {
  const ranges = marks
    .map(({ start, end }) => ({ start: Math.max(0, Math.min(start, text.length)), end: Math.max(0, Math.min(end, text.length)) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ ...range });
  }
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const { start, end } of merged) {
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** Words kept before the first match: enough to read it in context, few enough that two lines of a phone still reach it. */
export const SNIPPET_LEAD_MAX = 32;

/**
 * The snippet with at most `maxLead` characters before its first match, cut at a word and marked
 * with "…", its marks moved along: a card clamps the passage to its first lines, and the match
 * is what must be on them.
 */
export function withShortLead(text: string, marks: readonly SnippetMark[], maxLead = SNIPPET_LEAD_MAX): { text: string; marks: SnippetMark[] } {
  const first = Math.min(...marks.map((mark) => mark.start).filter((start) => start >= 0));
  if (!Number.isFinite(first) || first <= maxLead) return { text, marks: [...marks] };
  const space = text.indexOf(' ', first - maxLead);
  const cut = space >= 0 && space < first ? space + 1 : first;
  const lead = '… ';
  const shift = lead.length - cut;
  return { text: lead + text.slice(cut), marks: marks.map(({ start, end }) => ({ start: start + shift, end: end + shift })) };
}
