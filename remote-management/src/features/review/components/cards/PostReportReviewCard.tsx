import { groupThreadPath, POST_REPORT_REASON_LABELS, relativeTime, type GroupPerson, type PostReportReviewItem } from '@lectern/shared-api/contract';
import { VisuallyHidden } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CardBody, CardTitle, Description, Meta, Row, Section } from './cardParts.tsx';

/**
 * The reported post's own words, whole and as plain text (a post is never HTML): the decision
 * rests on them, so they are never cut short.
 */
const PostText = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const personName = (person: GroupPerson) => `${person.firstName} ${person.lastName}`;

export const openReportsLabel = (count: number) => (count === 1 ? '1 open report' : `${count} open reports`);

/**
 * A report of a study group's thread or reply: the group, the thread (its title opens the post in
 * the group, in a new tab, so the reviewer keeps their place), what the post says and who wrote
 * it, then why it was reported and by whom.
 */
export function PostReportReviewCard({ report }: { report: PostReportReviewItem }) {
  const { post } = report;
  return (
    <CardBody>
      <Row>
        <Badge tone="warning">{POST_REPORT_REASON_LABELS[report.reason]}</Badge>
        <Badge>{post.isReply ? 'Reply' : 'Thread'}</Badge>
        {report.openReports > 0 ? <Badge>{openReportsLabel(report.openReports)}</Badge> : null}
        {post.hidden ? <Badge tone="danger">Hidden</Badge> : null}
      </Row>
      <CardTitle>
        <Link to={groupThreadPath(post.groupId, post.threadId)} target="_blank" rel="noopener noreferrer">
          {post.threadTitle || 'Untitled thread'}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Link>
      </CardTitle>
      <Meta>Group: {post.groupName}</Meta>
      <PostText aria-label={post.isReply ? 'The reply' : 'The thread'}>{post.body}</PostText>
      <Meta>
        {post.author ? `Written by ${personName(post.author)}` : 'Written by a deleted account'},{' '}
        <time dateTime={post.createdAt}>{relativeTime(post.createdAt)}</time>
      </Meta>
      <Section>
        {report.text ? <Description>{report.text}</Description> : null}
        <Meta>
          Reported by {personName(report.reporter)}, <time dateTime={report.createdAt}>{relativeTime(report.createdAt)}</time>
        </Meta>
      </Section>
    </CardBody>
  );
}
