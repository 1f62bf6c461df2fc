import { useEffect } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test/render.tsx';
import { notify } from './notify.ts';
import { ToastHost } from './ToastHost.tsx';

// Its own file: toasts must not have been requested by an earlier test in this module registry.
test('a toast sent while the page first renders, beside the host, is shown', async () => {
  function AnnouncesOnMount() {
    useEffect(() => notify.info('Welcome back'), []);
    return null;
  }
  renderWithTheme(
    <>
      <AnnouncesOnMount />
      <ToastHost />
    </>,
  );
  expect(await screen.findByText('Welcome back')).toBeInTheDocument();
});
