import styled from 'styled-components';
import { Button } from '../primitives/Button.tsx';

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Numbers = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** Buttons for each page (Course Management) instead of the words 'Page X of Y' (the review screens). */
  pageNumbers?: boolean;
  label?: string;
  /** The back button's words: 'Previous', or 'Prev' where the spec says so (User Management). */
  previousLabel?: string;
}

/** Previous and Next (disabled at either end) around 'Page X of Y' or the page numbers. */
export function Pagination({ page, totalPages, onPage, pageNumbers = false, label = 'Pages', previousLabel = 'Previous' }: PaginationProps) {
  const last = Math.max(1, totalPages);
  return (
    <Pager aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      {pageNumbers ? (
        <Numbers>
          {Array.from({ length: last }, (_, index) => index + 1).map((number) => (
            <li key={number}>
              <Button
                variant={number === page ? 'primary' : 'secondary'}
                size="sm"
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
                onClick={() => onPage(number)}
              >
                {number}
              </Button>
            </li>
          ))}
        </Numbers>
      ) : (
        <span>
          Page {page} of {last}
        </span>
      )}
      <Button variant="secondary" size="sm" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Pager>
  );
}
