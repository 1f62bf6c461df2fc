import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.popover + 10};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
  background: rgba(22, 26, 43, 0.55);

  ${({ theme }) => theme.media.sm} {
    align-items: center;
  }
`;

const Panel = styled.div<{ $size: ModalSize }>`
  position: relative;
  width: 100%;
  max-width: ${({ $size }) => ($size === 'sm' ? '420px' : $size === 'lg' ? '720px' : '560px')};
  margin: auto 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};

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
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceMuted}; color: ${({ theme }) => theme.colors.text}; }
  &:disabled { cursor: not-allowed; opacity: 0.5; }
`;

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Asked to close: the close button, Escape, or a press on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** False while something must not be interrupted: the close button is disabled, Escape and the backdrop do nothing. */
  dismissible?: boolean;
  size?: ModalSize;
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
 * A modal dialog: rendered into document.body, focus moves in and is trapped there (Tab
 * wraps), Escape and the backdrop close it, and focus returns to where it was on close.
 * Renders nothing while closed, so its content starts afresh each time it opens.
 */
export function Modal({ open, onClose, title, description, dismissible = true, size = 'md', closeLabel = 'Close', children }: ModalProps) {
  const id = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ onClose, dismissible });
  latest.current = { onClose, dismissible };

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) (focusables(panel).find((element) => element.dataset.modalClose === undefined) ?? panel).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && latest.current.dismissible) latest.current.onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
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
        onKeyDown={trapTab}
      >
        <Header>
          <div>
            <Title id={`${id}title`}>{title}</Title>
            {description ? <Description id={`${id}description`}>{description}</Description> : null}
          </div>
          <CloseButton type="button" aria-label={closeLabel} title={closeLabel} disabled={!dismissible} onClick={onClose} data-modal-close="">
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
