/** What holdEarlyInput.js (inlined in index.html) queues while the page is not yet hydrated. */
interface HeldInput {
  released: boolean;
  events: Array<
    | { type: 'input'; target: Element }
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

/**
 * Hands a value typed before hydration to React. React ignores an `input` event whose value
 * equals the one it last saw, and hydration took the typed text as that value: the field is
 * first set back to what React rendered (through the element, which React follows), then to
 * the typed text (through the prototype, which it does not), so the event carries a change.
 */
function announceTypedValue(field: TextField, typed: string) {
  if (typed === field.defaultValue) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = field.defaultValue;
  setValue?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isTextField = (element: Element): element is TextField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Ends the hold and replays what was held, in order: typed text first reaches the fields'
 * state, then each press and submit runs as if it happened now. Only elements still on the
 * page count (markup React replaced takes its input with it). Safe to call more than once.
 */
export function replayEarlyInput() {
  const held = window.__LECTERN_EARLY_INPUT__;
  if (!held || held.released) return;
  held.released = true;
  const events = held.events.splice(0).filter((event) => event.target.isConnected);
  const fields = new Set(events.flatMap((event) => (event.type === 'input' && isTextField(event.target) ? [event.target] : [])));
  // Read every field before announcing any: the first change re-renders the form, and React
  // puts the fields it has not heard from yet back to the value it knows.
  const typed = [...fields].map((field) => [field, field.value] as const);
  for (const [field, value] of typed) announceTypedValue(field, value);
  for (const event of events) {
    if (event.type === 'click') event.target.click();
    if (event.type === 'submit') event.target.requestSubmit(event.submitter?.isConnected ? event.submitter : undefined);
  }
}
