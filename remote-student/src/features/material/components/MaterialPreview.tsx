import type { Material } from '@lectern/shared-api';
import { useKeptObjectUrl } from '@lectern/shared-api/offline';
import { PreviewStatusNote } from '@lectern/shared-ui/lists';
import styled from 'styled-components';
import { linkSite } from '../../../components/linkSite.ts';
import { PdfPreview, type PdfSearch } from './PdfPreview.tsx';

const Image = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Note = styled.p`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Where the viewer goes: a panel holding the preview's state (tall while one is coming, short when none will). */
const StatusPanel = styled.section<{ $waiting?: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $waiting }) => ($waiting ? 'clamp(14rem, 45vh, 26rem)' : '10rem')};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.belowSm} {
    ${({ $waiting }) => ($waiting ? 'min-height: 14rem;' : '')}
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const OFFICE_NO_PREVIEW = 'Previews are not available for Word and PowerPoint files: download it to read it.';
export const OFFICE_VIEW_ONLY = 'Previews are not available for Word and PowerPoint files, and this one is view only.';

/**
 * What can be seen of the material in the page: the PDF it reads (a PDF's own pages, or an Office
 * file's converted PDF) in the viewer, the link, or its image; while the server is still making
 * the preview, "Preparing preview..." (the page's query asks again until it is ready). From a
 * search result, the reader opens at `initialPage` with the `search`'s words marked.
 */
export function MaterialPreview({ material, initialPage, search }: { material: Material; initialPage?: number; search?: PdfSearch }) {
  // A material kept offline shows the preview image kept on this device (no network needed).
  const keptImage = useKeptObjectUrl(material.id, 'preview');
  const imageSrc = material.previewUrl ? (keptImage ?? material.previewUrl) : null;
  const image = imageSrc ? <Image src={imageSrc} alt={`Preview image of ${material.label}`} loading="lazy" /> : null;
  if (material.type === 'link' && material.url) {
    return (
      <Stack>
        {image}
        <Note>
          This material is a link to {linkSite(material.url) ?? 'another site'}:{' '}
          <a href={material.url} target="_blank" rel="noopener noreferrer">
            {material.url}
          </a>
        </Note>
      </Stack>
    );
  }
  if (material.previewStatus === 'unavailable') {
    return (
      <Stack>
        {image}
        <StatusPanel aria-label="Preview">
          <PreviewStatusNote status="unavailable" />
        </StatusPanel>
      </Stack>
    );
  }
  // A PDF can be read as soon as it is stored, even while its first-page image is being made.
  if (material.readUrl) {
    return (
      <PdfPreview src={material.readUrl} title={material.label} materialId={material.id} pages={material.pages} pageAspect={material.pageAspect} initialPage={initialPage} search={search} />
    );
  }
  if (material.previewStatus === 'pending') {
    return (
      <StatusPanel aria-label="Preview" $waiting>
        <PreviewStatusNote status="pending" />
      </StatusPanel>
    );
  }
  // An Office file on a server that cannot convert Office files.
  if (material.previewStatus === 'none' && material.type !== 'pdf') {
    return (
      <Stack>
        {image}
        <Note>{material.canDownload ? OFFICE_NO_PREVIEW : OFFICE_VIEW_ONLY}</Note>
      </Stack>
    );
  }
  return image;
}
