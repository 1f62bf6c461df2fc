// A toast belongs to the page it was sent on: leaving the page takes it away. But a toast sent by
// the very action that leaves (Sign In's "Welcome back", sent just before it navigates) is for the
// next page. What tells them apart is the person: a press or a key after a toast was sent means
// they went on with the page, so whatever they do next, that toast is done with. A toast sent
// since their last press or key stays. Moving through history (Back) counts as a press.
import type { Id } from 'react-toastify';
import { isToastifyRequested, loadToastify } from './toastLoader.ts';

let presses = 0;
let listening = false;
/** Toasts sent before this many presses are done with. */
let doneBefore = 0;
/** Shown toasts and the press count when each was sent. */
const shown = new Map<Id, number>();

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const press = () => {
    presses += 1;
  };
  // Capture phase: counted before any handler sends a toast of its own for this press.
  window.addEventListener('pointerdown', press, true);
  window.addEventListener('keydown', press, true);
  window.addEventListener('popstate', press);
}

/** Called as a toast is sent: its place in the person's presses. */
export function stampToast(): number {
  listen();
  return presses;
}

/** A toast still waiting for the container when its page was left is not shown at all. */
export const isDoneWith = (stamp: number) => stamp < doneBefore;

export function trackToast(id: Id, stamp: number) {
  shown.set(id, stamp);
}

/** The page changed: dismiss the toasts of the pages before it (see above). */
export function dismissToastsOfEarlierPages() {
  doneBefore = presses;
  // Toasts never loaded means none was ever shown: nothing to load just to dismiss.
  if (!isToastifyRequested()) return;
  void loadToastify().then(({ toast }) => {
    for (const [id, stamp] of shown) {
      if (stamp >= doneBefore) continue;
      toast.dismiss(id);
      shown.delete(id);
    }
  });
}
