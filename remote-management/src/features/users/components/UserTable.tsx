import type { ManagedUser, Role } from '@lectern/shared-api/contract';
import { breakpoints, Button, Icon } from '@lectern/shared-ui';
import { Badge, type BadgeTone } from '@lectern/shared-ui/lists';
import LogOut from 'lucide-react/icons/log-out';
import UserCog from 'lucide-react/icons/user-cog';
import { Fragment } from 'react';
import styled from 'styled-components';
import { CompactDataTable, TableRegion } from '../../../components/TableRegion.tsx';
import { fullName } from '../hooks/useConfirmedAction.ts';
import { COLUMN_TEXTS, ROLE_CHANGES, ROLE_LABELS, SIGN_OUT_EVERYWHERE, USER_TEXTS, isChangeableRole } from '../userTexts.ts';

// Nine columns beside the sidebar.
const Table = styled(CompactDataTable)`
  td:last-child button,
  time {
    white-space: nowrap;
  }
  /*
   * The spec hides some columns on small screens: what is left still names and places each person.
   * Department from a tablet, username, level and joined from a laptop (xl), where they fit.
   */
  ${({ theme }) => theme.media.belowMd} {
    .from-md {
      display: none;
    }
  }
  /* theme.media has no belowXl yet: the same token, the same 0.02px short of it as belowMd. */
  @media (max-width: ${breakpoints.xl - 0.02}px) {
    .from-xl {
      display: none;
    }
  }
`;

/** The row's buttons one above the other, of one width. */
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  button {
    justify-content: flex-start;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** An address may wrap only before its '@' or a dot after it, never mid-word. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at < 0) return <>{address}</>;
  const domain = address.slice(at).split('.');
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {domain.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** '27 Nov 2026', in the reader's own order. */
const joinedDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'warning', moderator: 'success', student: 'neutral' };

const dash = <Muted>{USER_TEXTS.none}</Muted>;

export interface UserTableProps {
  users: readonly ManagedUser[];
  /** The signed-in admin: no role button on their own row. */
  currentUserId: string | undefined;
  /** The next page is on its way; the rows shown are the last ones. */
  busy: boolean;
  onChangeRole: (user: ManagedUser) => void;
  onSignOut: (user: ManagedUser) => void;
}

type RowActions = Pick<UserTableProps, 'onChangeRole' | 'onSignOut'>;

/** One page of people, a row each, with the role button where a change is allowed and a way to sign them out everywhere. */
export function UserTable({ users, currentUserId, busy, onChangeRole, onSignOut }: UserTableProps) {
  return (
    <TableRegion label={USER_TEXTS.regionLabel} busy={busy}>
      <Table>
        <caption className="visually-hidden">{USER_TEXTS.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMN_TEXTS.name}</th>
            <th scope="col" className="from-xl">
              {COLUMN_TEXTS.username}
            </th>
            <th scope="col">{COLUMN_TEXTS.email}</th>
            <th scope="col" className="from-md">
              {COLUMN_TEXTS.department}
            </th>
            <th scope="col" className="from-xl">
              {COLUMN_TEXTS.level}
            </th>
            <th scope="col">{COLUMN_TEXTS.role}</th>
            <th scope="col">{COLUMN_TEXTS.verified}</th>
            <th scope="col" className="from-xl">
              {COLUMN_TEXTS.joined}
            </th>
            <th scope="col">
              <span className="visually-hidden">{COLUMN_TEXTS.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} self={user.id === currentUserId} onChangeRole={onChangeRole} onSignOut={onSignOut} />
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

function UserRow({ user, self, onChangeRole, onSignOut }: { user: ManagedUser; self: boolean } & RowActions) {
  const name = fullName(user);
  const change = isChangeableRole(user.role) ? ROLE_CHANGES[user.role] : null;
  return (
    <tr>
      <th scope="row">
        {name}
        {self ? <Muted> {USER_TEXTS.you}</Muted> : null}
      </th>
      <td className="from-xl">{user.username ?? dash}</td>
      <td>
        <Email address={user.email} />
      </td>
      <td className="from-md">{user.department?.name ?? dash}</td>
      <td className="from-xl">{user.level ?? dash}</td>
      <td>
        <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
      </td>
      <td>{user.emailVerified ? USER_TEXTS.yes : USER_TEXTS.no}</td>
      <td className="from-xl">
        <time dateTime={user.createdAt}>{joinedDate(user.createdAt)}</time>
      </td>
      <td>
        {/* One's own sessions end with Sign out; one's own role is another admin's to change. */}
        {self ? null : (
          <Actions>
            {/* The visible words come first in the name (what a voice user says), then whose row it is. */}
            {change ? (
              <Button variant="secondary" size="sm" aria-label={`${change.action}: ${name}`} onClick={() => onChangeRole(user)}>
                <Icon icon={UserCog} size="sm" />
                {change.action}
              </Button>
            ) : null}
            {/* "Sign out" in the narrow column; its name and the dialog say everywhere. */}
            <Button variant="secondary" size="sm" aria-label={`${SIGN_OUT_EVERYWHERE.action}: ${name}`} onClick={() => onSignOut(user)}>
              <Icon icon={LogOut} size="sm" />
              {SIGN_OUT_EVERYWHERE.short}
            </Button>
          </Actions>
        )}
      </td>
    </tr>
  );
}
