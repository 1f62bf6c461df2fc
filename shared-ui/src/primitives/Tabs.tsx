import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from './Icon.tsx';

/**
 * How the tabs fit a phone: each its words stacked ('stack', a word with its count beneath), or
 * each its icon above a word a size down ('compact'), so that four fit one row at 360px.
 */
export type TabsOnPhone = 'stack' | 'compact';

/**
 * Every tab always in view: on a phone they share the width; should even that not fit (a large
 * text size), they wrap rather than hide one.
 */
const List = styled.div`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const onPhone = {
  /** Each tab's parts one under another (a word, its count beneath), the width shared evenly. */
  stack: css`
    flex: 1 1 0;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  `,
  /** The icon above its word, a size down, the width shared evenly: a phone's bottom bar, at the top. */
  compact: css`
    flex: 1 1 0;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  `,
};

const Tab = styled.button<{ $selected: boolean; $phone: TabsOnPhone }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
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
  ${({ theme }) => theme.media.belowSm} {
    ${({ $phone }) => onPhone[$phone]}
  }
`;

/** A tab's id, for its panel's aria-labelledby. */
export const tabId = (base: string, tab: string) => `${base}-tab-${tab}`;

export interface TabsProps<T extends string> {
  /** The tab list's accessible name. */
  label: string;
  /** Each tab's words, and an icon before them (above them in 'compact' on a phone). */
  tabs: ReadonlyArray<{ id: T; label: ReactNode; icon?: LucideIcon }>;
  selected: T;
  /** Prefix of the tabs' ids (`tabId(idBase, tab)`), so a panel can name its tab. */
  idBase: string;
  /** The id of the panel a tab shows: one for all, or one per tab. */
  panelId: string | ((tab: T) => string);
  onSelect: (tab: T) => void;
  /** How the tabs fit a phone; 'compact' unless said. */
  onPhone?: TabsOnPhone;
}

/**
 * A tab list (ARIA tabs, automatic activation): a press, or the arrow keys, Home and End, select a
 * tab and focus it; only the selected tab is a Tab stop. The caller draws the panels
 * (role="tabpanel", id from `panelId`, aria-labelledby from `tabId`).
 */
export function Tabs<T extends string>({ label, tabs, selected, idBase, panelId, onSelect, onPhone = 'compact' }: TabsProps<T>) {
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
          aria-controls={typeof panelId === 'string' ? panelId : panelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          $selected={tab.id === selected}
          $phone={onPhone}
          onClick={() => onSelect(tab.id)}
        >
          {tab.icon && <Icon icon={tab.icon} size="sm" />}
          {tab.label}
        </Tab>
      ))}
    </List>
  );
}
