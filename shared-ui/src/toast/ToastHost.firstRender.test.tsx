import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { LecternThemeProvider } from '../theme/LecternThemeProvider.tsx';
import { notify } from './notify.ts';
import { ToastHost } from './ToastHost.tsx';

// Its own file: toasts must not have been requested by an earlier test in this module registry.
test('a toast sent while the page first renders, beside the host, is shown', async () => {
  function AnnouncesOnMount() {
    useEffect(() => notify.info('Welcome back'), []);
    return null;
  }
  render(
    <>
      <AnnouncesOnMount />
      <ToastHost />
    </>,
    { wrapper: LecternThemeProvider },
  );
  expect(await screen.findByText('Welcome back')).toBeInTheDocument();
});
