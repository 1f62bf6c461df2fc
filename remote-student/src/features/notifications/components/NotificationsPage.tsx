import { relativeTime } from '@lectern/shared-api';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '@lectern/shared-api/student';
import { Button, Spinner, notify } from '@lectern/shared-ui';
import { QueryView } from '@lectern/shared-ui/lists';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SectionHeader } from '../../../components/SectionHeader.tsx';
import { cluster, stack } from '@lectern/shared-ui/rows';

const Stack = styled.div`
  ${stack('lg')}
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${stack('sm')}
`;

const Item = styled.li<{ $unread: boolean }>`
  ${cluster('sm')}
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: center;
`;

/** /dashboard/notifications: review outcomes and the like, unread first marked, each linking to its item. */
export function NotificationsPage() {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const failed = (error: Error) => notify.error(error.message);

  return (
    <QueryView
      query={list}
      loading={<Spinner label="Loading notifications..." showLabel />}
      renderError={(error, retry) => (
        <Stack role="alert">
          <p>{error.message}</p>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </Stack>
      )}
      // No notifications yet is said under the page's heading, beside Mark all as read.
      isEmpty={() => false}
    >
      {({ data, unread, pagination }) => (
        <Stack>
          <SectionHeader>
            <h1>Notifications</h1>
            <Button variant="secondary" disabled={unread === 0 || markAll.isPending} onClick={() => markAll.mutate(undefined, { onError: failed })}>
              Mark all as read
            </Button>
          </SectionHeader>
          {data.length === 0 ? (
            <p>You have no notifications yet.</p>
          ) : (
            <List>
              {data.map((item) => (
                <Item key={item.id} $unread={!item.read}>
                  <div>
                    <h2>
                      {item.read ? null : <span className="visually-hidden">Unread: </span>}
                      {item.link ? (
                        <Link to={item.link} onClick={() => (item.read ? undefined : markRead.mutate(item.id))}>
                          {item.title}
                        </Link>
                      ) : (
                        item.title
                      )}
                    </h2>
                    <p>{item.body}</p>
                    <time dateTime={item.createdAt}>{relativeTime(item.createdAt)}</time>
                  </div>
                  {item.read ? null : (
                    <Button variant="ghost" size="sm" aria-label={`Mark as read: ${item.title}`} onClick={() => markRead.mutate(item.id, { onError: failed })}>
                      Mark as read
                    </Button>
                  )}
                </Item>
              ))}
            </List>
      )}
      {pagination.totalPages > 1 ? (
        <Pager aria-label="Pages">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pagination.totalPages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pagination.totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Pager>
      ) : null}
    </Stack>
      )}
    </QueryView>
  );
}
