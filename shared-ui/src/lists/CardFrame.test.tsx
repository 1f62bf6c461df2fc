import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/index.ts';
import { CardBody, CardFrame, CardMeta, CardTitle } from './CardFrame.tsx';

test('a card is an article named by its title, with its heading and muted lines', () => {
  renderWithProviders(
    <CardFrame aria-label="Past questions 2024">
      <CardBody>
        <CardTitle>Past questions 2024</CardTitle>
        <CardMeta>by Ada Obi</CardMeta>
      </CardBody>
    </CardFrame>,
  );
  const card = screen.getByRole('article', { name: 'Past questions 2024' });
  expect(card).toContainElement(screen.getByRole('heading', { level: 3, name: 'Past questions 2024' }));
  expect(card).toHaveTextContent('by Ada Obi');
});
