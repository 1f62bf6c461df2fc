// What a person sees of a page's layout that its roles and labels do not say.
import type { Page } from '@playwright/test';

/** How far the page scrolls sideways: on a phone anything above 0 makes the browser zoom the page out. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The elements a person sees cut off at the screen's edge or crowding it: each one whose box
 * reaches past the viewport's left or right side, or, on a phone (`crowding`), that starts inside
 * the page's gutter-bound content but ends within 4 px of the right edge (a Search button touching
 * the glass); full-width bands (a bar, a hero's background) start at the left edge and are fine. An ancestor that clips
 * or scrolls sideways (a carousel's next slide, a table in its scrolling region) excuses it.
 * Named by tag, class and the start of its text.
 */
export const elementsPastTheEdge = (page: Page, { crowding = true } = {}) =>
  page.evaluate((crowding) => {
    const width = document.documentElement.clientWidth;
    const clippedSideways = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const past: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.position === 'fixed' && box.right <= 0) continue;
      const crowdsTheEdge = crowding && box.left > 4 && box.right > width - 4;
      if (box.right <= width + 0.5 && box.left >= -0.5 && !crowdsTheEdge) continue;
      if (clippedSideways(element)) continue;
      const text = (element.textContent ?? '').trim().slice(0, 40);
      past.push(`${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} [${Math.round(box.left)}, ${Math.round(box.right)}] "${text}"`);
    }
    return past;
  }, crowding);

/**
 * Text fields whose placeholder is wider than the room inside them, so a person reads half a
 * hint ('Enter a course code or'). The placeholder is measured in its own font; a search field's
 * room leaves out its clear button, which Chromium keeps room for even while hidden (about 1.2em
 * of the field's own type size).
 */
export const cutOffPlaceholders = (page: Page) =>
  page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [];
    const cut: string[] = [];
    for (const input of Array.from(document.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (input.offsetParent === null || !input.placeholder) continue;
      const field = getComputedStyle(input);
      const placeholder = getComputedStyle(input, '::placeholder');
      context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
      const clearButton = input.type === 'search' ? 1.2 * parseFloat(field.fontSize) : 0;
      const room = input.clientWidth - parseFloat(field.paddingLeft) - parseFloat(field.paddingRight) - clearButton;
      const needed = context.measureText(input.placeholder).width;
      if (needed > room + 0.5) cut.push(`"${input.placeholder}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`);
    }
    return cut;
  });
