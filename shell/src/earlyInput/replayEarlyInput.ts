/** What holdEarlyInput.js (inlined in index.html) queues while the page is not yet hydrated. */
interface HeldInput {
  released: boolean;
  events: Array<
    | { type: 'input'; target: Element; value: string | undefined; checked: boolean }
    | { type: 'blur'; target: Element }
    | { type: 'click'; target: HTMLElement }
    | { type: 'submit'; target: HTMLFormElement; submitter: HTMLElement | null }
  >;
}

declare global {
  interface Window {
    __LECTERN_EARLY_INPUT__?: HeldInput;
  }
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const isCheckable = (element: Element): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
const isTextField = (element: Element): element is TextField =>
  (element instanceof HTMLInputElement && !isCheckable(element)) || element instanceof HTMLTextAreaElement;

/**
 * Hands a value typed before hydration to React. React ignores an `input` event whose value
 * equals the one it last saw, and hydration may have taken the typed text as that value: the
 * field is first set back to what React rendered (through the element, which React follows),
 * then to the typed text (through the prototype, which it does not), so the event carries a
 * change.
 */
function announceTypedValue(field: TextField, typed: string) {
  if (typed === field.defaultValue) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = field.defaultValue;
  setValue?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The same for a checkbox or radio button, whose changes React hears as clicks. */
function announceChecked(field: HTMLInputElement, checked: boolean) {
  if (checked === field.defaultChecked) return;
  field.checked = field.defaultChecked;
  field.click();
}

/**
 * Ends the hold and replays what was held, in order: each field first gets what was last
 * typed into it (as it was then: React may have put the field back since), then each field
 * left is left again, then each press and submit runs as if it happened now. Only elements
 * still on the page count (markup React replaced takes its input with it). Safe to call more
 * than once.
 */
export function replayEarlyInput() {
  const held = window.__LECTERN_EARLY_INPUT__;
  if (!held || held.released) return;
  held.released = true;
  const events = held.events.splice(0).filter((event) => event.target.isConnected);
  const lastInput = new Map<Element, { value: string | undefined; checked: boolean }>();
  for (const event of events) if (event.type === 'input') lastInput.set(event.target, event);
  for (const [field, { value, checked }] of lastInput) {
    if (isCheckable(field)) announceChecked(field, checked);
    else if (isTextField(field) && value !== undefined) announceTypedValue(field, value);
  }
  // Each field left since, and not back in focus, is left again now that React knows its value.
  const left = new Set(events.flatMap((event) => (event.type === 'blur' ? [event.target] : [])));
  for (const field of left) {
    if (field !== document.activeElement) field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  for (const event of events) {
    if (event.type === 'click') event.target.click();
    if (event.type === 'submit') event.target.requestSubmit(event.submitter?.isConnected ? event.submitter : undefined);
  }
}
