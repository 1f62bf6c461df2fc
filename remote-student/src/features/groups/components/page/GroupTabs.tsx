import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

/**
 * A tab list (arrow keys, Home and End move between the tabs and select them). On a phone the
 * tabs share the width; should they not fit (a large text size), they wrap rather than hide one.
 */
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 3px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  /* An owner's four tabs share one row of a 360px phone at a size down. */
  ${({ theme }) => theme.media.belowSm} {
    flex: 1 1 auto;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const tabId = (base: string, tab: string) => `${base}-tab-${tab}`;

export interface GroupTabsProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<{ id: T; label: string }>;
  selected: T;
  idBase: string;
  /** The id of the panel each tab shows. */
  panelId: (tab: T) => string;
  onSelect: (tab: T) => void;
}

export function GroupTabs<T extends string>({ label, tabs, selected, idBase, panelId, onSelect }: GroupTabsProps<T>) {
  const refs = useRef<Partial<Record<string, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the tab that has focus (a pointer or a screen reader may have moved it), else the selected one.
    const focused = tabs.findIndex((tab) => refs.current[tab.id] === event.target);
    const index = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === selected);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let next: T | undefined;
    if (step) next = tabs[(index + step + tabs.length) % tabs.length]?.id;
    if (event.key === 'Home') next = tabs[0]?.id;
    if (event.key === 'End') next = tabs[tabs.length - 1]?.id;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          ref={(element) => {
            refs.current[tab.id] = element;
          }}
          type="button"
          role="tab"
          id={tabId(idBase, tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          $selected={tab.id === selected}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
