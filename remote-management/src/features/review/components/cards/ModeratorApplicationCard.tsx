import { relativeTime, type ModeratorApplication } from '@lectern/shared-api/contract';
import { Badge } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { CardBody, CardTitle, Meta, Row, Section } from './cardParts.tsx';

/** The applicant's own words, whole: the decision rests on them, so they are never cut short. */
const Reason = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A student's application to moderate: who, where they would moderate, why, and when they asked. */
export function ModeratorApplicationCard({ application }: { application: ModeratorApplication }) {
  const { applicant, department } = application;
  return (
    <CardBody>
      <Row>
        <Badge>Level {application.level}</Badge>
      </Row>
      <CardTitle>
        {applicant.firstName} {applicant.lastName}
      </CardTitle>
      <Meta>{applicant.email}</Meta>
      {applicant.username ? <Meta>@{applicant.username}</Meta> : null}
      <Meta>{department.name || department.id}</Meta>
      <Section>
        <Reason>{application.reason}</Reason>
      </Section>
      <Meta>
        Applied <time dateTime={application.createdAt}>{relativeTime(application.createdAt)}</time>
      </Meta>
    </CardBody>
  );
}
