// Measuring a run of text in the browser's own version of the PDF's font family, so a word's
// place inside a run of text is its measured share of the run, not its share of the characters
// (an "i" is narrower than an "m"). Kept apart so tests, without a canvas, can go without it.

/** How wide `text` is in `fontFamily`, in any unit (only ratios are used). */
export type MeasureText = (text: string, fontFamily: string) => number;

let context: CanvasRenderingContext2D | null | undefined;

/** A measurer backed by a 2D canvas, or null where the browser gives none. */
export function textMeasurer(): MeasureText | null {
  if (context === undefined) {
    try {
      context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  const ctx = context;
  if (!ctx) return null;
  return (text, fontFamily) => {
    ctx.font = `100px ${fontFamily || 'sans-serif'}`;
    return ctx.measureText(text).width;
  };
}
