import type { ManagedUser, Role } from '@lectern/shared-api/contract';
import { Button } from '@lectern/shared-ui';
import { Badge, type BadgeTone } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { DataTable, TableRegion } from '../../../components/TableRegion.tsx';
import { fullName } from '../hooks/useRoleChange.ts';
import { COLUMN_TEXTS, ROLE_CHANGES, ROLE_LABELS, USER_TEXTS, isChangeableRole } from '../userTexts.ts';

const Table = styled(DataTable)`
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tbody th {
    font-weight: 600;
  }
  td:last-child button {
    white-space: nowrap;
  }
  td.email {
    overflow-wrap: anywhere;
    min-width: 12rem;
  }
  /* The spec hides some columns on small screens: what is left still names and places each person. */
  ${({ theme }) => theme.media.belowMd} {
    .wide-only {
      display: none;
    }
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'warning', moderator: 'success', student: 'neutral' };

const dash = <Muted>{USER_TEXTS.none}</Muted>;

export interface UserTableProps {
  users: readonly ManagedUser[];
  /** The signed-in admin: no role button on their own row. */
  currentUserId: string | undefined;
  /** The next page is on its way; the rows shown are the last ones. */
  busy: boolean;
  onChangeRole: (user: ManagedUser) => void;
}

/** One page of people, a row each, with the role button where a change is allowed. */
export function UserTable({ users, currentUserId, busy, onChangeRole }: UserTableProps) {
  return (
    <TableRegion label={USER_TEXTS.scrollLabel} busy={busy}>
      <Table>
        <caption className="visually-hidden">{USER_TEXTS.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{COLUMN_TEXTS.name}</th>
            <th scope="col" className="wide-only">
              {COLUMN_TEXTS.username}
            </th>
            <th scope="col">{COLUMN_TEXTS.email}</th>
            <th scope="col" className="wide-only">
              {COLUMN_TEXTS.department}
            </th>
            <th scope="col" className="wide-only">
              {COLUMN_TEXTS.level}
            </th>
            <th scope="col">{COLUMN_TEXTS.role}</th>
            <th scope="col">{COLUMN_TEXTS.verified}</th>
            <th scope="col" className="wide-only">
              {COLUMN_TEXTS.joined}
            </th>
            <th scope="col">
              <span className="visually-hidden">{COLUMN_TEXTS.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} self={user.id === currentUserId} onChangeRole={onChangeRole} />
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}

function UserRow({ user, self, onChangeRole }: { user: ManagedUser; self: boolean; onChangeRole: (user: ManagedUser) => void }) {
  const name = fullName(user);
  const change = isChangeableRole(user.role) && !self ? ROLE_CHANGES[user.role] : null;
  return (
    <tr>
      <th scope="row">
        {name}
        {self ? <Muted> {USER_TEXTS.you}</Muted> : null}
      </th>
      <td className="wide-only">{user.username ?? dash}</td>
      <td className="email">{user.email}</td>
      <td className="wide-only">{user.department?.name ?? dash}</td>
      <td className="wide-only">{user.level ?? dash}</td>
      <td>
        <Badge tone={ROLE_TONES[user.role]}>{ROLE_LABELS[user.role]}</Badge>
      </td>
      <td>{user.emailVerified ? USER_TEXTS.yes : USER_TEXTS.no}</td>
      <td className="wide-only">
        <time dateTime={user.createdAt}>{new Date(user.createdAt).toLocaleDateString()}</time>
      </td>
      <td>
        {change ? (
          // The visible words come first in the name (what a voice user says), then whose row it is.
          <Button variant="secondary" size="sm" aria-label={`${change.action}: ${name}`} onClick={() => onChangeRole(user)}>
            {change.action}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
