import type { Role } from '@lectern/shared-api/contract';
import { Select, TextField } from '@lectern/shared-ui/forms';
import styled from 'styled-components';
import { ROLE_FILTER_OPTIONS, USER_TEXTS } from '../userTexts.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1 1 18rem;
  }
  & > :last-child {
    flex: 0 1 14rem;
  }
`;

export interface UserFiltersProps {
  text: string;
  onText: (text: string) => void;
  role: Role | undefined;
  onRole: (role: Role | undefined) => void;
}

/** The search box (it searches as you type, once you pause) and the role dropdown. */
export function UserFilters({ text, onText, role, onRole }: UserFiltersProps) {
  return (
    <Bar role="search" aria-label="Filter users">
      <TextField
        label={USER_TEXTS.searchLabel}
        name="q"
        type="search"
        placeholder={USER_TEXTS.searchPlaceholder}
        autoComplete="off"
        value={text}
        onChange={(event) => onText(event.target.value)}
      />
      <Select
        label={USER_TEXTS.roleLabel}
        name="role"
        placeholder={USER_TEXTS.allRoles}
        options={ROLE_FILTER_OPTIONS}
        value={role ?? ''}
        onChange={(event) => onRole((event.target.value || undefined) as Role | undefined)}
      />
    </Bar>
  );
}
