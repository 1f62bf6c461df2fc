import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/index.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

test("shows 'Ooops! Page not found' with a Go Home link to /", async () => {
  renderWithProviders(<NotFoundPage />, { route: '/nowhere' });
  expect(screen.getByRole('heading', { level: 1, name: 'Ooops! Page not found' })).toBeInTheDocument();
  const home = screen.getByRole('link', { name: 'Go Home' });
  expect(home).toHaveAttribute('href', '/');
  await userEvent.setup({ delay: null }).click(home);
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
});
