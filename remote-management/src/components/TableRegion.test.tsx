import { renderWithProviders } from '@lectern/shared-ui/testing';
import { act, fireEvent, screen } from '@testing-library/react';
import { SCROLL_HINT, TableRegion } from './TableRegion.tsx';

afterEach(() => jest.restoreAllMocks());

/** jsdom lays nothing out: say how wide the table is, how wide its box, and how far it is scrolled. */
function measure(content: number, box: number, scrolled = 0) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
  jest.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(scrolled);
}

const renderTable = () =>
  renderWithProviders(
    <TableRegion label="Users">
      <table>
        <tbody>
          <tr>
            <td>Ada</td>
          </tr>
        </tbody>
      </table>
    </TableRegion>,
  );

test('a table that fits: a named, focusable region, and no hint', () => {
  measure(600, 600);
  renderTable();
  const region = screen.getByRole('region', { name: 'Users' });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(region).not.toHaveAccessibleDescription();
  expect(screen.queryByText(SCROLL_HINT)).not.toBeInTheDocument();
});

test('a table wider than its box says it scrolls, and fades the edge with more behind it', () => {
  measure(1200, 600);
  renderTable();
  const region = screen.getByRole('region', { name: 'Users' });
  expect(screen.getByText(SCROLL_HINT)).toBeVisible();
  expect(region).toHaveAccessibleDescription(SCROLL_HINT);
  const edges = region.parentElement!;
  expect(edges).toHaveAttribute('data-more-after', 'true');
  expect(edges).toHaveAttribute('data-more-before', 'false');

  // Scrolled to the end: the fade moves to the side with columns behind it.
  measure(1200, 600, 600);
  act(() => void fireEvent.scroll(region));
  expect(edges).toHaveAttribute('data-more-after', 'false');
  expect(edges).toHaveAttribute('data-more-before', 'true');
});
