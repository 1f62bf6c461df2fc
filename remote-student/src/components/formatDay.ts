/** A day as people read it ("23 November 2026" or the reader's own order), for dates shown in a sentence. */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
