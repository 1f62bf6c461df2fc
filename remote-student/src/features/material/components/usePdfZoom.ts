import { useEffect, useLayoutEffect, useRef, useState, type RefObject, type TouchEvent } from 'react';
import { anchoredScroll, clampZoom, touchDistance, ZOOM_FIT, zoomIn, zoomOut } from '../pdf/zoom.ts';

/**
 * The reader's zoom over its scroll box (`frameRef`): chosen with the buttons or the keys (drawn
 * at once), or live with a pinch or ctrl + wheel (the drawn page stretched until the fingers or
 * the wheel settle, then drawn again at the zoom reached). Zooming keeps the spot under the
 * fingers, or the middle of the box, where it was.
 */
export function usePdfZoom(frameRef: RefObject<HTMLDivElement | null>) {
  // The zoom the page is drawn at, and the one shown while a pinch or a ctrl + wheel is under way
  // (the drawn page stretched, until the fingers settle and it is drawn again, sharp).
  const [zoom, setZoom] = useState(ZOOM_FIT);
  const [liveZoom, setLiveZoom] = useState<number | null>(null);
  const liveRef = useRef<number | null>(null);
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  // Where, from the frame's left edge, the zoom is centred (a pinch's middle); null: the frame's centre.
  const anchorX = useRef<number | null>(null);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const shownZoom = liveZoom ?? zoom;
  const lastShown = useRef(shownZoom);
  // Zooming keeps the spot under the fingers (or the middle of the frame) where it was.
  useLayoutEffect(() => {
    const frame = frameRef.current;
    const from = lastShown.current;
    lastShown.current = shownZoom;
    if (!frame || from === shownZoom) return;
    const anchor = anchorX.current ?? frame.clientWidth / 2;
    frame.scrollLeft = anchoredScroll(frame.scrollLeft, anchor, from, shownZoom);
  }, [frameRef, shownZoom]);

  /** A zoom the reader chose with a button or a key: drawn at once, centred on the frame. */
  const zoomTo = (next: number) => {
    anchorX.current = null;
    setZoom(clampZoom(next));
  };

  const showLive = (next: number) => {
    liveRef.current = next;
    setLiveZoom(next);
  };
  const settleLive = () => {
    const settled = liveRef.current;
    liveRef.current = null;
    setLiveZoom(null);
    if (settled !== null) setZoom(settled);
  };

  // ctrl + wheel (a laptop's trackpad pinch sends it too) zooms the page, not the whole site; the
  // page is drawn again once the wheel has been still for a moment.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      anchorX.current = event.clientX - frame.getBoundingClientRect().left;
      showLive(clampZoom((liveRef.current ?? zoomRef.current) * Math.exp(-event.deltaY / 300)));
      clearTimeout(settle);
      settle = setTimeout(settleLive, 250);
    };
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      frame.removeEventListener('wheel', onWheel);
      clearTimeout(settle);
    };
  }, [frameRef]);

  const pinchMiddle = (event: TouchEvent<HTMLDivElement>) => {
    const [a, b] = [event.touches[0]!, event.touches[1]!];
    return (a.clientX + b.clientX) / 2 - event.currentTarget.getBoundingClientRect().left;
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    if (event.touches.length !== 2) return;
    pinch.current = { distance: touchDistance(event.touches[0]!, event.touches[1]!), zoom: zoomRef.current };
    anchorX.current = pinchMiddle(event);
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const start = pinch.current;
    if (!start || event.touches.length !== 2 || start.distance === 0) return;
    anchorX.current = pinchMiddle(event);
    showLive(clampZoom((start.zoom * touchDistance(event.touches[0]!, event.touches[1]!)) / start.distance));
  };
  const onTouchEnd = (event: TouchEvent<HTMLDivElement>) => {
    if (!pinch.current || event.touches.length >= 2) return;
    pinch.current = null;
    settleLive();
  };

  /** The + / - / 0 keys: true when the key was a zoom (and was done). */
  const zoomKey = (key: string) => {
    if (key === '+' || key === '=') zoomTo(zoomIn(zoom));
    else if (key === '-') zoomTo(zoomOut(zoom));
    else if (key === '0') zoomTo(ZOOM_FIT);
    else return false;
    return true;
  };

  return { zoom, shownZoom, zoomTo, zoomKey, touch: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd } };
}
