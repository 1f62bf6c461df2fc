// Plain-text search with LIKE/ILIKE: the person's text is taken literally.

/** `%text%` with backslash (LIKE's default escape), % and _ escaped, so they match only themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
