/** A piece of a post's plain text: words as they were typed, or a web link to make clickable. */
export type PostTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only: nothing else (javascript:, data:) ever becomes a link.
const LINK = /https?:\/\/[^\s<>"']+/gi;
// A sentence's full stop or a closing bracket after a link belongs to the sentence.
const TRAILING = /[.,;:!?)\]}]+$/;

/**
 * Splits a post's text into plain words and http(s) links, so the screen builds the links as
 * elements and every other character (markup included) stays text.
 */
export function postTextParts(text: string): PostTextPart[] {
  const parts: PostTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index ?? 0;
    const href = match[0].replace(TRAILING, '');
    if (href.length <= 'https://'.length) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
