import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDismiss } from '../hooks/useDismiss.ts';
import { Button } from './Button.tsx';
import type { ButtonVariant } from './buttonStyles.ts';

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.sm});
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.popover};
  min-width: 12rem;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ul { list-style: none; margin: 0; padding: 0; }
`;

/** Rows of a DropdownMenu: links and buttons look the same. */
export const MenuItemStyles = styled.li`
  a, button {
    display: flex;
    width: 100%;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

export interface DropdownMenuProps {
  /** Visible content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when `label` alone is not enough. */
  buttonLabel?: string;
  variant?: ButtonVariant;
  align?: 'start' | 'end';
  /** The rows; call `close` after an item acts. Wrap each in <MenuItemStyles>. */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure menu (button + list of links and buttons): aria-expanded on the trigger,
 * closes on Escape (focus returns to the trigger), outside press, or when an item acts.
 */
export function DropdownMenu({ label, buttonLabel, variant = 'secondary', align = 'end', children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') buttonRef.current?.focus();
  });

  return (
    <Root ref={rootRef}>
      <Button
        ref={buttonRef}
        variant={variant}
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </Button>
      <Panel id={panelId} $align={align} hidden={!open}>
        <ul>{children(() => setOpen(false))}</ul>
      </Panel>
    </Root>
  );
}
