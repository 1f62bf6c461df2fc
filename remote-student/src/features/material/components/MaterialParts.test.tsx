import { MATERIAL_MESSAGES } from '@lectern/shared-api/contract';
import { fakeNetworkPerTest, type FakeReply, type FakeRoute, materialFixture, routeKeepingBody } from '@lectern/shared-api/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '@lectern/shared-ui/testing';
import { MaterialPreview } from './MaterialPreview.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { ShareAndDownload } from '../../../components/ShareAndDownload.tsx';

const fakeNetwork = fakeNetworkPerTest();
afterEach(() => {
  jest.restoreAllMocks();
});

describe('preview', () => {
  test('a PDF is drawn into a labelled canvas inside the Preview region', async () => {
    renderWithProviders(<MaterialPreview material={materialFixture()} />, { route: '/material/m1' });
    const region = screen.getByRole('region', { name: 'Preview' });
    expect(region.querySelector('canvas')).toHaveAttribute('aria-label', 'CSC 204 lecture notes, preview');
    // pdf.js cannot load and draw under jsdom: the page says so instead of failing.
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be shown.');
  });

  test('a Word or PowerPoint file converted by the server is read in the same viewer, from its converted PDF', async () => {
    renderWithProviders(
      <MaterialPreview
        material={materialFixture({ type: 'pptx', fileName: 'slides.pptx', readUrl: '/api/materials/m1/file?inline=1', previewUrl: '/api/materials/m1/preview' })}
      />,
      { route: '/material/m1' },
    );
    const region = screen.getByRole('region', { name: 'Preview' });
    expect(region.querySelector('canvas')).toHaveAttribute('aria-label', 'CSC 204 lecture notes, preview');
    expect(screen.queryByText(/Previews are not available/)).not.toBeInTheDocument();
    // The viewer's attempt ends (pdf.js cannot load under jsdom) before the test does.
    expect(await screen.findByRole('alert')).toHaveTextContent('The preview could not be shown.');
  });

  test('the viewer reads the material’s readUrl', async () => {
    const openPdf = jest.fn(() => Promise.reject(new Error('no pdf.js in jsdom')));
    jest.doMock('../pdf/pdfDocument.ts', () => ({ openPdf, drawPage: jest.fn() }));
    renderWithProviders(<MaterialPreview material={materialFixture({ type: 'docx', readUrl: '/api/materials/m1/converted.pdf' })} />, { route: '/material/m1' });
    await waitFor(() => expect(openPdf).toHaveBeenCalledWith('/api/materials/m1/converted.pdf'));
    jest.dontMock('../pdf/pdfDocument.ts');
  });

  test('while the server prepares the preview the page says so, calmly; when it could not, it says that', () => {
    const { unmount } = renderWithProviders(<MaterialPreview material={materialFixture({ type: 'pptx', previewStatus: 'pending', readUrl: null, pages: null })} />, {
      route: '/material/m1',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Preparing preview...');
    expect(screen.getByRole('region', { name: 'Preview' }).querySelector('canvas')).toBeNull();
    unmount();
    renderWithProviders(<MaterialPreview material={materialFixture({ previewStatus: 'unavailable', readUrl: null, pages: null })} />, { route: '/material/m1' });
    expect(screen.getByText('Preview unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('Word and PowerPoint files say plainly that there is no preview when the server cannot convert them', () => {
    renderWithProviders(<MaterialPreview material={materialFixture({ type: 'docx', pages: null, previewUrl: '/api/materials/m1/preview', previewStatus: 'none', readUrl: null })} />, {
      route: '/material/m1',
    });
    expect(screen.getByText('Previews are not available for Word and PowerPoint files: download it to read it.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview image of CSC 204 lecture notes' })).toHaveAttribute('src', '/api/materials/m1/preview');
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });

  test('a link material shows its link, opened safely in a new tab', () => {
    renderWithProviders(<MaterialPreview material={materialFixture({ type: 'link', url: 'https://example.edu/graphs', fileName: null, size: null })} />, {
      route: '/material/m1',
    });
    const link = screen.getByRole('link', { name: 'https://example.edu/graphs' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('share and download', () => {
  test('Share copies the origin plus /material/{id} and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<ShareAndDownload material={materialFixture()} />, { route: '/material/m1' });
    await user.click(screen.getByRole('button', { name: /^Share/ }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('http://localhost/material/m1');
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/material/m1');
  });

  test('Download is offered only when the file may be downloaded', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderWithProviders(<ShareAndDownload material={materialFixture()} />, { route: '/material/m1' });
    const download = screen.getByRole('link', { name: /^Download/ });
    expect(download).toHaveAttribute('href', '/api/materials/m1/file');
    download.addEventListener('click', (event) => event.preventDefault());
    await user.click(download);
    expect(await screen.findByText('Download started!')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ShareAndDownload material={materialFixture({ canDownload: false, restriction: 'view only' })} />, { route: '/material/m1' });
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });
});

describe('report', () => {
  function Harness() {
    const [open, setOpen] = useState(true);
    return open ? <ReportDialog materialId="m1" open onClose={() => setOpen(false)} /> : <p>closed</p>;
  }
  const network = (reply: FakeReply<'POST /api/materials/:id/report'> | FakeRoute<'POST /api/materials/:id/report'>) => {
    fakeNetwork({ 'POST /api/materials/m1/report': reply });
  };

  test('offers the reasons as radio buttons and needs words for Other', async () => {
    const report = routeKeepingBody({ status: 201, data: { id: 'r1', message: MATERIAL_MESSAGES.reportSent } });
    network(report);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />, { route: '/material/m1' });
    const dialog = screen.getByRole('dialog', { name: 'Report this material' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Breaks the honor code',
      'Copyright',
      'Wrong course',
      'Spam or duplicate',
      'Other',
    ]);
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Choose a reason')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Tell us what is wrong with this material')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What is wrong?'), ' It is a current assignment ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thanks. The material was reported and staff will review it.')).toBeInTheDocument();
    expect(report.sent).toEqual({ reason: 'other', text: 'It is a current assignment' });
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  test('a second open report is explained, not hidden', async () => {
    network({ status: 409, error: { code: 'CONFLICT', message: 'You already reported this material' } });
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness />, { route: '/material/m1' });
    await user.click(screen.getByRole('radio', { name: 'Copyright' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('You have already reported this material. Staff will review it soon.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
