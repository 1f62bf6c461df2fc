import { screen } from '@testing-library/react';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { HelpPage } from './HelpPage.tsx';

test('explains how uploading works, the content guidelines and the honor code', () => {
  renderWithProviders(<HelpPage />, { route: '/dashboard/help' });
  expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
  const how = screen.getByRole('region', { name: 'How it works' });
  expect(how).toHaveTextContent('PDF, PPT, PPTX, DOC, DOCX, up to 20MB');
  expect(how).toHaveTextContent('within 24 hours');
  expect(how).toHaveTextContent('notification as soon as it is approved');
  expect(screen.getByRole('region', { name: 'Content guidelines' })).toBeInTheDocument();
  const honor = screen.getByRole('region', { name: 'Honor code' });
  expect(honor).toHaveTextContent('Past papers only');
  expect(honor).toHaveTextContent('No current assignments');
});
