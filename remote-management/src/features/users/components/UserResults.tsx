import type { ManagedUser } from '@lectern/shared-api/contract';
import { Button } from '@lectern/shared-ui';
import { EmptyState, ListLoading, Pagination } from '@lectern/shared-ui/lists';
import UserSearch from 'lucide-react/icons/user-search';
import Users from 'lucide-react/icons/users';
import styled from 'styled-components';
import { USER_TEXTS } from '../userTexts.ts';
import { UserTable } from './UserTable.tsx';

const Section = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Showing = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface UserResultsProps {
  /** No answer yet for any search: nothing to show but the loading line. */
  loading: boolean;
  /** The last answer failed: the list is shown empty, as the specification says, with a way to ask again. */
  failed: boolean;
  onRetry: () => void;
  /** An earlier page is shown while the asked one loads. */
  refreshing: boolean;
  users: readonly ManagedUser[];
  total: number;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  filtered: boolean;
  /** Drops the search and the role filter (the empty state's next step). */
  onClearFilters: () => void;
  currentUserId: string | undefined;
  onChangeRole: (user: ManagedUser) => void;
  onSignOut: (user: ManagedUser) => void;
}

/** 'Showing N of total users', then the loading line, the empty text, or the table and its pager. */
export function UserResults(props: UserResultsProps) {
  const { loading, failed, onRetry, refreshing, users, total, page, totalPages, onPage, filtered, onClearFilters, currentUserId, onChangeRole, onSignOut } = props;
  if (loading) {
    return <ListLoading label={USER_TEXTS.loading} look="centered" />;
  }
  return (
    <Section>
      {/* Read out as the list changes under a search, so a screen reader hears what the search found. */}
      <Showing aria-live="polite">{USER_TEXTS.showing(users.length, total)}</Showing>
      {users.length === 0 ? (
        <EmptyState
          icon={filtered ? UserSearch : Users}
          title={filtered ? USER_TEXTS.emptyFiltered : USER_TEXTS.empty}
          action={
            failed ? (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {USER_TEXTS.tryAgain}
              </Button>
            ) : filtered ? (
              <Button variant="secondary" size="sm" onClick={onClearFilters}>
                {USER_TEXTS.clearFilters}
              </Button>
            ) : null
          }
        >
          {failed ? USER_TEXTS.failedText : filtered ? USER_TEXTS.emptyFilteredText : USER_TEXTS.emptyText}
        </EmptyState>
      ) : (
        <>
          <UserTable users={users} currentUserId={currentUserId} busy={refreshing} onChangeRole={onChangeRole} onSignOut={onSignOut} />
          <Pagination page={page} totalPages={totalPages} onPage={onPage} label={USER_TEXTS.pagerLabel} previousLabel={USER_TEXTS.previous} />
        </>
      )}
    </Section>
  );
}
