import type { GroupDetail } from '@lectern/shared-api/contract';
import CalendarDays from 'lucide-react/icons/calendar-days';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Settings from 'lucide-react/icons/settings';
import Users from 'lucide-react/icons/users';
import { Tabs, tabId } from '@lectern/shared-ui/tabs';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GroupDiscussion } from '../discussion/GroupDiscussion.tsx';
import { GroupSessions } from '../sessions/GroupSessions.tsx';
import { GroupMembers } from './GroupMembers.tsx';
import { GroupSettings } from './GroupSettings.tsx';

/** `?tab=`: which section shows; none is the discussion (where a thread's link, `?thread=`, opens). */
export const TAB_PARAM = 'tab';
const SECTIONS = ['discussion', 'sessions', 'members', 'settings'] as const;
export type GroupSection = (typeof SECTIONS)[number];
const LABELS: Record<GroupSection, string> = { discussion: 'Discussion', sessions: 'Sessions', members: 'Members', settings: 'Settings' };
const ICONS = { discussion: MessagesSquare, sessions: CalendarDays, members: Users, settings: Settings } satisfies Record<GroupSection, unknown>;

const panelId = (base: string, section: GroupSection) => `${base}-panel-${section}`;

const Panel = styled.div`
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.md};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The group's sections as tabs, the chosen one kept in the address; Settings for its owner only. */
export function GroupSections({ group }: { group: GroupDetail }) {
  const [params, setParams] = useSearchParams();
  const idBase = useId();
  const shown = SECTIONS.filter((section) => section !== 'settings' || group.myRole === 'owner');
  const asked = params.get(TAB_PARAM) as GroupSection | null;
  const selected: GroupSection = asked && shown.includes(asked) && !params.has('thread') ? asked : 'discussion';
  const select = (section: GroupSection) => {
    const next = new URLSearchParams(params);
    if (section === 'discussion') next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, section);
    // A thread's link belongs to the discussion: another tab leaves it.
    if (section !== 'discussion') next.delete('thread');
    setParams(next, { replace: true });
  };
  return (
    <div>
      <Tabs
        label={`${group.name} sections`}
        tabs={shown.map((id) => ({ id, label: LABELS[id], icon: ICONS[id] }))}
        selected={selected}
        idBase={idBase}
        panelId={(section) => panelId(idBase, section)}
        onSelect={select}
      />
      {shown.map((section) => (
        <Panel
          key={section}
          role="tabpanel"
          id={panelId(idBase, section)}
          aria-labelledby={tabId(idBase, section)}
          tabIndex={0}
          hidden={section !== selected}
        >
          {/* The discussion stays mounted behind the other tabs: its live stream keeps the whole group fresh. */}
          {section === 'discussion' ? <GroupDiscussion group={group} /> : section === selected ? <SectionBody section={section} group={group} /> : null}
        </Panel>
      ))}
    </div>
  );
}

function SectionBody({ section, group }: { section: Exclude<GroupSection, 'discussion'>; group: GroupDetail }) {
  if (section === 'sessions') return <GroupSessions group={group} />;
  if (section === 'members') return <GroupMembers group={group} />;
  return <GroupSettings group={group} />;
}
