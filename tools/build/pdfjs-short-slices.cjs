// A loader for pdf.js's display layer (pdfjs-dist/build/pdf.mjs). pdf.js draws a page in slices,
// one per animation frame, each running until 15 ms have passed, looking at the clock only every
// eleven drawing operations (a line of text each): on a phone a slice and the frame's own work
// took 20-60 ms, so a page's first drawing held the main thread that long at each step
// (Lighthouse counts each as blocking). Here a slice ends once 6 ms have passed, the clock read
// after every other operation; the page takes a few more frames to finish. If a new pdf.js no
// longer has these lines, the build fails here rather than the long slices quietly coming back.
const REPLACEMENTS = [
  ['const EXECUTION_TIME = 15;', 'const EXECUTION_TIME = 6;'],
  ['const EXECUTION_STEPS = 10;', 'const EXECUTION_STEPS = 1;'],
];

module.exports = function pdfjsShortSlices(source) {
  let out = source;
  for (const [from, to] of REPLACEMENTS) {
    if (!out.includes(from)) {
      throw new Error(`@lectern/build pdfjs-short-slices.cjs: "${from}" not found in ${this.resourcePath}; update the loader for this pdf.js`);
    }
    out = out.replace(from, to);
  }
  return out;
};
