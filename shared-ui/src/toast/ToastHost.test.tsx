import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render.tsx';
import { notify } from './notify.ts';
import { ToastHost } from './ToastHost.tsx';

test('notify shows announced toasts in the host', async () => {
  renderWithTheme(<ToastHost />);
  act(() => {
    notify.success('Link copied to clipboard!');
    notify.error('Logout failed. Please try again.');
  });
  expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Logout failed. Please try again.');
});
