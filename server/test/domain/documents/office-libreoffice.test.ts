// domain/documents/office with LibreOffice itself: real .pptx and .docx become PDFs with their
// words on their pages, a password-protected .doc fails, a conversion past its time limit leaves
// no process, and two at once take turns. Skipped, saying so, where LibreOffice is not installed
// (CI installs it). In the slow tier (jest.config.js): each conversion starts LibreOffice, 1-2 s.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { OFFICE_LIMITS, OFFICE_OFF_MESSAGE, findOfficeConverter } from '../../../src/domain/documents/office/office-convert.ts';
import { DOCX_PAGES, PASSWORD_PROTECTED_DOC, PPTX_SLIDES, slidesPptx, twoPageDocx } from '../../helpers/office-files.ts';
import { documentFailureOf, pdfPageTexts, processesMentioning } from '../../helpers/office-watch.ts';
import { useScratchFolder } from '../../helpers/scratch-folder.ts';

const office = await findOfficeConverter();
if (!office) console.warn(`Skipping the LibreOffice conversion tests: ${OFFICE_OFF_MESSAGE}`);
const withLibreOffice = office ? describe : describe.skip;

const { workDir, inputFile } = useScratchFolder('lectern-libreoffice-');

withLibreOffice('LibreOffice conversions', () => {
  test('a 3-slide .pptx becomes a 3-page PDF; slide 2 reads "Thevenin equivalent circuit"', async () => {
    const dir = workDir();
    const input = inputFile('slides.pptx', await slidesPptx());
    const started = performance.now();
    const pdf = await office!.convert(input, 'pptx', dir);
    console.log(`LibreOffice converted the 3-slide .pptx fixture in ${Math.round(performance.now() - started)} ms`);
    expect(pdf.startsWith(`${dir}${path.sep}`)).toBe(true);
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(3);
    PPTX_SLIDES.forEach((text, index) => expect(pages[index]).toContain(text));
    expect(pages[1]).toContain('Thevenin equivalent circuit');
    expect(processesMentioning(dir)).toEqual([]);
  });

  test("a 2-page .docx becomes a 2-page PDF with each page's words on its page", async () => {
    const pdf = await office!.convert(inputFile('notes.docx', await twoPageDocx()), 'docx', workDir());
    const pages = await pdfPageTexts(pdf);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(DOCX_PAGES[0]);
    expect(pages[0]).not.toContain(DOCX_PAGES[1]);
    expect(pages[1]).toContain(DOCX_PAGES[1]);
  });

  test("a password-protected .doc fails as the file's, without waiting for the time limit", async () => {
    const started = performance.now();
    const error = await documentFailureOf(office!.convert(PASSWORD_PROTECTED_DOC, 'doc', workDir()));
    expect(error.message).toBe('LibreOffice could not read the file: it is damaged, password-protected or not what its type says.');
    expect(performance.now() - started).toBeLessThan(OFFICE_LIMITS.timeoutMs / 2);
  });

  test('a file is read only by the importer its type names: a presentation given as a .docx yields none of its slides', async () => {
    const pdf = await office!.convert(inputFile('slides.docx', await slidesPptx()), 'docx', workDir());
    const text = (await pdfPageTexts(pdf)).join(' ');
    for (const slide of PPTX_SLIDES) expect(text).not.toContain(slide);
  });

  test('past the time limit LibreOffice is killed: no process of that conversion is left', async () => {
    const hasty = await findOfficeConverter({ timeoutMs: 300 });
    const dir = workDir();
    const input = inputFile('slides.pptx', await slidesPptx());
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, processesMentioning(dir).length);
    }, 20);
    const error = await documentFailureOf(hasty!.convert(input, 'pptx', dir)).finally(() => clearInterval(watch));
    expect(error.message).toBe('The conversion took longer than 300 ms and was stopped.');
    // oosplash and soffice.bin were running (both name the profile in the work folder), and are no more.
    expect(most).toBeGreaterThan(0);
    expect(processesMentioning(dir)).toEqual([]);
  });

  test('two conversions at once run one after the other', async () => {
    const input = inputFile('slides.pptx', await slidesPptx());
    const dirs = [workDir('a'), workDir('b')];
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, dirs.filter((dir) => processesMentioning(dir).length > 0).length);
    }, 25);
    try {
      const pdfs = await Promise.all(dirs.map((dir) => office!.convert(input, 'pptx', dir)));
      for (const pdf of pdfs) expect(await pdfPageTexts(pdf)).toHaveLength(3);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBe(1);
  });
});
