import X from 'lucide-react/icons/x';
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { Icon } from './Icon.tsx';
import { isTopLayer, MODAL_LAYER_ATTRIBUTE, pushLayer } from './modalLayers.ts';
import { STAYS_LIVE_ATTRIBUTE } from './staysLive.ts';

/** The side panel's width on a phone: the spec's slide-in menu, leaving a strip of the page in view. */
const SIDE_PANEL_MAX_WIDTH = '320px';

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

const Backdrop = styled.div<{ $placement: ModalPlacement }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.popover + 10};
  display: flex;
  background: rgba(22, 26, 43, 0.55);

  ${({ $placement, theme }) =>
    $placement === 'side'
      ? css`
          align-items: stretch;
          justify-content: flex-start;
        `
      : css`
          align-items: flex-start;
          justify-content: center;
          padding: ${theme.space.md};
          overflow-y: auto;

          ${theme.media.sm} {
            align-items: center;
          }
        `}
`;

const Panel = styled.div<{ $size: ModalSize; $placement: ModalPlacement }>`
  position: relative;
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ $placement, $size, theme }) =>
    $placement === 'side'
      ? css`
          max-width: ${SIDE_PANEL_MAX_WIDTH};
          height: 100%;
          overflow-y: auto;
          overscroll-behavior: contain;
          padding-bottom: calc(${theme.space.lg} + env(safe-area-inset-bottom));
          border-radius: 0 ${theme.radii.lg} ${theme.radii.lg} 0;
          animation: ${slideIn} 0.22s ease-out;

          ${theme.media.reducedMotion} {
            animation: none;
          }
        `
      : css`
          max-width: ${$size === 'sm' ? '420px' : $size === 'lg' ? '720px' : '560px'};
          margin: auto 0;
          border-radius: ${theme.radii.lg};
        `}

  &:focus { outline: none; }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.3;
`;

const Description = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

export type ModalSize = 'sm' | 'md' | 'lg';
/** 'center': a dialog in the middle of the screen. 'side': a full-height panel that slides in from the left edge (the phone's menu). */
export type ModalPlacement = 'center' | 'side';

export interface ModalProps {
  open: boolean;
  /** Asked to close: the close button, Escape, or a press on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** False while something must not be interrupted: the close button is disabled, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  /** Ignored by the side panel, which has its own width. */
  size?: ModalSize;
  placement?: ModalPlacement;
  /** Accessible name of the close button. */
  closeLabel?: string;
  children?: ReactNode;
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
}

/**
 * A modal dialog, the one every dialog of the product is made of. It renders into its own container
 * at the end of document.body, and while it is open everything else there is `inert` (no focus, no
 * clicks, out of the accessibility tree), except a region marked to stay live (the toasts); a modal
 * opened over it inerts it in turn. Focus moves in and is held there (Tab wraps), Escape and the
 * backdrop close it unless it is not `dismissible`, and focus returns to the control that opened it.
 * Renders nothing while closed, so its content starts afresh each time it opens.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  dismissible = true,
  size = 'md',
  placement = 'center',
  closeLabel = 'Close',
  children,
}: ModalProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };
  const [layer, setLayer] = useState<HTMLElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Before paint: the container goes on top of the page and the page goes inert, so nothing behind
  // the modal can be reached even for a frame; what had focus is kept to be given it back.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const container = document.createElement('div');
    container.setAttribute(MODAL_LAYER_ATTRIBUTE, '');
    document.body.append(container);
    const release = pushLayer(container);
    setLayer(container);
    return () => {
      release();
      container.remove();
      setLayer(null);
      opener.current?.focus();
    };
  }, [open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !layer || !panel) return;
    (focusables(panel).find((element) => element.dataset.modalClose === undefined) ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !isTopLayer(layer)) return;
      event.preventDefault();
      if (latest.current.dismissible) latest.current.onClose();
    };
    // Inert keeps focus out of the page; this catches what inert cannot (a script focusing something behind).
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || !isTopLayer(layer) || layer.contains(target)) return;
      if (target.closest(`[${STAYS_LIVE_ATTRIBUTE}]`)) return;
      panel.focus();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
    };
  }, [open, layer]);

  if (!open || !layer) return null;
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    // A modal opened over this one is its child in React's tree, so its keys bubble here too: they are its own.
    if (event.key !== 'Tab' || !panelRef.current || event.defaultPrevented || !layer.contains(event.target as Node)) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      $placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}title`}
        aria-describedby={description ? `${id}description` : undefined}
        tabIndex={-1}
        $size={size}
        $placement={placement}
        onKeyDown={trapTab}
      >
        <Header>
          <div>
            <Title id={`${id}title`}>{title}</Title>
            {description ? <Description id={`${id}description`}>{description}</Description> : null}
          </div>
          <CloseButton type="button" aria-label={closeLabel} title={closeLabel} disabled={!dismissible} onClick={onClose} data-modal-close="">
            <Icon icon={X} />
          </CloseButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    layer,
  );
}
