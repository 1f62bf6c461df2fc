import { useSession } from '@lectern/shared-api';
import { notify } from '@lectern/shared-ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { useRoleChange } from '../hooks/useRoleChange.ts';
import { useSignOutEverywhere } from '../hooks/useSignOutEverywhere.ts';
import { useUserBrowser } from '../hooks/useUserBrowser.ts';
import { ROLE_CHANGES, ROLE_LABELS, SIGN_OUT_EVERYWHERE, USER_TEXTS, isChangeableRole } from '../userTexts.ts';
import { UserActionDialog } from './UserActionDialog.tsx';
import { UserFilters } from './UserFilters.tsx';
import { UserResults } from './UserResults.tsx';
import { UserStatCards } from './UserStatCards.tsx';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: a wide table scrolls in its own box instead. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

/**
 * /management/user-management (admins only, docs/spec-resolutions.md): search and role filter, the four stat
 * cards, the paged table of people, promoting or demoting moderators (docs/spec-resolutions.md), and
 * signing a person out everywhere.
 */
export function UserManagementPage() {
  const browser = useUserBrowser();
  const roleChange = useRoleChange();
  const signOut = useSignOutEverywhere();
  const { user: me } = useSession();
  const { result } = browser;

  // A failed load is a toast, and the table and counts show nothing rather than an old page, as the specification says.
  const failed = result.isError;
  useEffect(() => {
    if (failed) notify.error(USER_TEXTS.loadFailed, { title: USER_TEXTS.errorTitle });
  }, [failed, result.errorUpdatedAt]);
  const list = failed ? undefined : result.data;
  const users = list?.data ?? [];

  return (
    <Page>
      <PageHeader title={USER_TEXTS.title} intro={USER_TEXTS.subtitle} />
      <UserFilters text={browser.text} onText={browser.setText} role={browser.role} onRole={browser.setRole} />
      <UserStatCards
        loading={result.isPending}
        figures={{
          total: list?.stats.total ?? 0,
          verifiedOnPage: users.filter((user) => user.emailVerified).length,
          active: list?.stats.active ?? 0,
          filterLabel: browser.role ? ROLE_LABELS[browser.role] : USER_TEXTS.allRoles,
        }}
      />
      <UserResults
        loading={result.isPending}
        failed={failed}
        onRetry={() => void result.refetch()}
        refreshing={result.isPlaceholderData}
        users={users}
        total={list?.pagination.total ?? 0}
        page={browser.page}
        totalPages={list?.pagination.totalPages ?? 1}
        onPage={browser.setPage}
        filtered={browser.filtered}
        onClearFilters={browser.clearFilters}
        currentUserId={me?.id}
        onChangeRole={roleChange.ask}
        onSignOut={signOut.ask}
      />
      <UserActionDialog
        user={roleChange.target}
        texts={roleChange.target && isChangeableRole(roleChange.target.role) ? ROLE_CHANGES[roleChange.target.role] : null}
        busy={roleChange.busy}
        onConfirm={roleChange.confirm}
        onCancel={roleChange.cancel}
      />
      <UserActionDialog user={signOut.target} texts={SIGN_OUT_EVERYWHERE} busy={signOut.busy} onConfirm={signOut.confirm} onCancel={signOut.cancel} />
    </Page>
  );
}
