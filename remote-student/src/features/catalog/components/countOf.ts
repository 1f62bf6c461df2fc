/** "1 material", "3 materials": a count with its noun in the right number. */
export const countOf = (count: number, singular: string): string => `${count} ${count === 1 ? singular : `${singular}s`}`;
