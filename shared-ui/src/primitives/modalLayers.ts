import { STAYS_LIVE_ATTRIBUTE } from './staysLive.ts';

/** Marks the container a modal renders into, so another modal's bookkeeping knows it for one. */
export const MODAL_LAYER_ATTRIBUTE = 'data-modal-layer';

interface Entry {
  layer: HTMLElement;
  /** The body children this layer made inert, and only those: they are what it gives back. */
  inerted: Set<Element>;
  observer: MutationObserver | null;
}

/** Open modals, the topmost last. */
const stack: Entry[] = [];

const staysLive = (element: Element) => element.hasAttribute(STAYS_LIVE_ATTRIBUTE);

function inertOthers(entry: Entry, candidates: Iterable<Element>) {
  for (const element of candidates) {
    if (element === entry.layer || staysLive(element) || element.hasAttribute('inert')) continue;
    element.setAttribute('inert', '');
    entry.inerted.add(element);
  }
}

/** Whether this layer is the modal on top, the one that answers Escape and holds focus. */
export function isTopLayer(layer: HTMLElement): boolean {
  return stack[stack.length - 1]?.layer === layer;
}

/**
 * Puts a modal's container on top: every other child of body (the page, an outer modal, a
 * popover added later) is made `inert` (no focus, no clicks, out of the accessibility tree), except
 * the ones marked to stay live. Returns the release, which gives back exactly what it took.
 */
export function pushLayer(layer: HTMLElement): () => void {
  const entry: Entry = { layer, inerted: new Set(), observer: null };
  stack.push(entry);
  inertOthers(entry, document.body.children);
  if (typeof MutationObserver !== 'undefined') {
    // What is added to body while the modal is open (a portal, a late container) is behind it too;
    // a modal opened over this one is not: it inerts this one instead.
    entry.observer = new MutationObserver((records) => {
      if (!isTopLayer(layer)) return;
      const added = records.flatMap((record) => [...record.addedNodes]).filter((node): node is Element => node instanceof Element);
      inertOthers(entry, added.filter((element) => !element.hasAttribute(MODAL_LAYER_ATTRIBUTE)));
    });
    entry.observer.observe(document.body, { childList: true });
  }
  return () => {
    const index = stack.indexOf(entry);
    if (index === -1) return;
    entry.observer?.disconnect();
    stack.splice(index, 1);
    const above = stack[index];
    if (above) {
      // Closed from underneath: what it held must stay inert while the modal above is open.
      for (const element of entry.inerted) if (element !== above.layer) above.inerted.add(element);
      return;
    }
    for (const element of entry.inerted) element.removeAttribute('inert');
  };
}
