import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ToastContainer, toast } from 'react-toastify';
import styled from 'styled-components';
import { STAYS_LIVE_ATTRIBUTE } from '../primitives/staysLive.ts';
import { theme } from '../theme/theme.ts';
import { edgeOnScreen, type ToastEdge } from './toastEdge.ts';
import { toastHostMounted } from './toastLoader.ts';

/** A phone's toasts at the top stand this far below the screen's edge. */
const TOP_OFFSET_PX = 8;
/** Where toasts take the phone's placement (the Region's belowMd rules). */
const PHONE_QUERY = theme.media.belowMd.replace('@media ', '');

/**
 * react-toastify's look, in the app's terms: the app's font (it brings its own), colours, radius
 * and shadow, above a modal. Placement: bottom right on a desktop and full width above the bottom
 * bar on a phone, so a toast never covers the page's title or the header; on a phone it goes to
 * the top instead when at the bottom it would cover a form's button or error (`$edge`, toastEdge.ts).
 */
const Region = styled.div<{ $edge: ToastEdge }>`
  --toastify-font-family: ${({ theme }) => theme.fonts.body};
  --toastify-z-index: ${({ theme }) => theme.zIndex.toast};
  --toastify-toast-width: min(360px, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  --toastify-toast-offset: ${({ theme }) => theme.space.lg};
  --toastify-toast-min-height: 56px;
  --toastify-toast-bd-radius: ${({ theme }) => theme.radii.md};
  --toastify-toast-shadow: ${({ theme }) => theme.shadows.lg};
  --toastify-color-light: ${({ theme }) => theme.colors.surface};
  --toastify-text-color-light: ${({ theme }) => theme.colors.text};
  /* Each colour by name: the library's derived ones (icon, progress) were resolved on :root. */
  --toastify-icon-color-info: ${({ theme }) => theme.colors.primary};
  --toastify-icon-color-success: ${({ theme }) => theme.colors.success};
  --toastify-icon-color-error: ${({ theme }) => theme.colors.danger};
  --toastify-color-progress-light: ${({ theme }) => theme.colors.primary};
  --toastify-color-progress-info: ${({ theme }) => theme.colors.primary};
  --toastify-color-progress-success: ${({ theme }) => theme.colors.success};
  --toastify-color-progress-error: ${({ theme }) => theme.colors.danger};

  .Toastify__toast {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: 1.4;
    margin-bottom: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  .Toastify__close-button {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }

  ${({ theme }) => theme.media.belowMd} {
    .Toastify__toast-container.Toastify__toast-container--bottom-right {
      left: max(${({ theme }) => theme.space.md}, env(safe-area-inset-left));
      right: max(${({ theme }) => theme.space.md}, env(safe-area-inset-right));
      ${({ $edge, theme }) => ($edge === 'top' ? `top: calc(${TOP_OFFSET_PX}px + env(safe-area-inset-top)); bottom: auto;` : `bottom: calc(${theme.sizes.phoneBottomBarClearance} + env(safe-area-inset-bottom));`)}
      width: auto;
      transform: none;
      align-items: stretch;
    }
    .Toastify__toast {
      width: 100%;
      border-radius: ${({ theme }) => theme.radii.md};
    }
  }
`;

/**
 * The toasts render in a container of their own at the end of body, marked to stay live: an open
 * modal makes the rest of the page inert, but its toasts must still be read, heard and closed.
 */
function useStaysLiveContainer(): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const element = document.createElement('div');
    element.setAttribute(STAYS_LIVE_ATTRIBUTE, '');
    element.setAttribute('data-toasts', '');
    document.body.appendChild(element);
    setContainer(element);
    return () => {
      element.remove();
      setContainer(null);
    };
  }, []);
  return container;
}


function Toasts() {
  const regionRef = useRef<HTMLDivElement>(null);
  const [edge, setEdge] = useState<ToastEdge>('bottom');
  useEffect(() => toastHostMounted(), []);
  // Placed as each toast comes, once the page has drawn what the same failure changed (its error, the focus).
  useEffect(
    () =>
      toast.onChange((item) => {
        if (item.status !== 'added') return;
        requestAnimationFrame(() => {
          if (regionRef.current) setEdge(edgeOnScreen(regionRef.current, PHONE_QUERY, { bottomClearance: parseFloat(theme.sizes.phoneBottomBarClearance), topOffset: TOP_OFFSET_PX }));
        });
      }),
    [],
  );
  return (
    <Region ref={regionRef} $edge={edge}>
      <ToastContainer
        position="bottom-right"
        autoClose={theme.durations.toastAutoCloseMs}
        limit={3}
        closeOnClick={false}
        pauseOnHover
        pauseOnFocusLoss
        theme="light"
        role="status"
      />
    </Region>
  );
}

/**
 * react-toastify 11 injects its own stylesheet, so there is no CSS file to import. Its
 * container is a labelled region; each toast is announced (role="alert" for errors,
 * "status" otherwise).
 */
export default function ToastContainerLazy() {
  const container = useStaysLiveContainer();
  return container ? createPortal(<Toasts />, container) : null;
}
