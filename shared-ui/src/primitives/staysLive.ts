/**
 * A direct child of document.body that carries this attribute stays live while a modal is open:
 * the modal inerts everything else behind it, but a toast region must still be seen, pressed and
 * announced. Put it on the container, e.g. `<div {...{ [STAYS_LIVE_ATTRIBUTE]: '' }}>`.
 */
export const STAYS_LIVE_ATTRIBUTE = 'data-stays-live';
