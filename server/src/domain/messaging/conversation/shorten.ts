// Texts cut for a phone screen and the channels' limits, counted as they count them (UTF-16
// units), never splitting a character in two.

const ELLIPSIS = '…';

/** Cuts at the end of a surrogate pair's first half, which would leave half a character. */
function cleanCut(text: string, length: number): string {
  const cut = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * `text` with white space made single, at most `max` long: a longer one is cut at the last word
 * that fits (or mid-word when the first word alone is too long) and ends in an ellipsis.
 */
export function shorten(text: string, max: number): string {
  const single = text.replace(/\s+/g, ' ').trim();
  if (single.length <= max) return single;
  const cut = cleanCut(single, max - ELLIPSIS.length);
  const space = cut.lastIndexOf(' ');
  const atWord = space >= max / 2 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** A whole message (its lines kept) at most `max` long. */
export function fitMessage(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${cleanCut(text, max - ELLIPSIS.length).trimEnd()}${ELLIPSIS}`;
}
