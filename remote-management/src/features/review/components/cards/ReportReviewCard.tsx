import type { MaterialReportReviewItem } from '@lectern/shared-api';
import { REPORT_REASON_LABELS } from '@lectern/shared-api/contract';
import { Badge } from '@lectern/shared-ui/lists';
import { CardBody, CardTitle, Description, Meta, Row } from './cardParts.tsx';
import { OpenMaterialLink } from './OpenMaterialLink.tsx';

/** A report of a material: which material, why, who said so, and how many reports it has open. */
export function ReportReviewCard({ report }: { report: MaterialReportReviewItem }) {
  const { material } = report;
  return (
    <CardBody>
      <Row>
        <Badge tone="warning">{REPORT_REASON_LABELS[report.reason]}</Badge>
        {report.openReports > 0 ? <Badge>{report.openReports === 1 ? '1 open report' : `${report.openReports} open reports`}</Badge> : null}
      </Row>
      <CardTitle>
        <OpenMaterialLink id={material.id}>{material.label}</OpenMaterialLink>
      </CardTitle>
      {report.text ? <Description>{report.text}</Description> : null}
      <Meta>
        Reported by {report.reporter.firstName} {report.reporter.lastName}
      </Meta>
      <Meta>
        Uploaded by {material.creator.firstName} {material.creator.lastName}
      </Meta>
    </CardBody>
  );
}
