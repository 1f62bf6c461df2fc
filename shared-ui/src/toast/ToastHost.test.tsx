import { render, screen } from '@testing-library/react';
import { LecternThemeProvider } from '../theme/LecternThemeProvider.tsx';
import { notify } from './notify.ts';
import { ToastHost } from './ToastHost.tsx';

test('the first toast loads the host, and every toast is announced', async () => {
  const { container } = render(<ToastHost />, { wrapper: LecternThemeProvider });
  expect(container).toBeEmptyDOMElement();

  notify.success('Link copied to clipboard!');
  notify.error('Logout failed. Please try again.');

  expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Logout failed. Please try again.');
});
