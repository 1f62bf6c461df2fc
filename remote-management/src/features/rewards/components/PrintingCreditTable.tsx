import type { PrintingCredit, PrintingCreditStatus } from '@lectern/shared-api/contract';
import { Button, Icon, VisuallyHidden } from '@lectern/shared-ui';
import Check from 'lucide-react/icons/check';
import styled from 'styled-components';
import { DataTable, TableRegion } from '../../../components/TableRegion.tsx';
import { creditDate, PRINTING_CREDIT_TEXTS } from '../printingCreditTexts.ts';

// Short rows: every cell stays on one line (the region scrolls), the names muted like the headings.
const Table = styled(DataTable)`
  th,
  td {
    white-space: nowrap;
  }
  tbody th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

const fullName = (credit: PrintingCredit) => `${credit.user.firstName} ${credit.user.lastName}`;

export interface PrintingCreditTableProps {
  status: PrintingCreditStatus;
  credits: readonly PrintingCredit[];
  onHonour: (credit: PrintingCredit) => void;
}

/** One row per credit: who earned it and when; waiting ones can be marked honoured, honoured ones say when. */
export function PrintingCreditTable({ status, credits, onHonour }: PrintingCreditTableProps) {
  const caption = PRINTING_CREDIT_TEXTS.caption[status];
  return (
    <TableRegion label={caption}>
      <Table>
        {/* Named for screen readers; the page's heading and the pressed button say it on screen. */}
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Username</th>
            <th scope="col">Earned</th>
            {status === 'honoured' ? <th scope="col">Honoured</th> : <th scope="col">Action</th>}
          </tr>
        </thead>
        <tbody>
          {credits.map((credit) => (
            <tr key={credit.id}>
              <th scope="row">{fullName(credit)}</th>
              <td>{credit.user.email}</td>
              <td>{credit.user.username ?? '—'}</td>
              <td>
                <time dateTime={credit.earnedAt}>{creditDate(credit.earnedAt)}</time>
              </td>
              <td>
                {credit.honouredAt ? (
                  <time dateTime={credit.honouredAt}>{creditDate(credit.honouredAt)}</time>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => onHonour(credit)}>
                    <Icon icon={Check} size="sm" />
                    {PRINTING_CREDIT_TEXTS.markHonoured}
                    <VisuallyHidden> for {fullName(credit)}</VisuallyHidden>
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
