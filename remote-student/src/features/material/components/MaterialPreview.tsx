import type { Material } from '@lectern/shared-api';
import styled from 'styled-components';
import { linkSite } from '../../../components/linkSite.ts';
import { PdfPreview } from './PdfPreview.tsx';

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

export const OFFICE_NO_PREVIEW = 'Previews are not available for Word and PowerPoint files: download it to read it.';
export const OFFICE_VIEW_ONLY = 'Previews are not available for Word and PowerPoint files, and this one is view only.';

/** What can be seen of the material in the page: PDF pages, the link, or its image. */
export function MaterialPreview({ material }: { material: Material }) {
  const image = material.previewUrl ? <Image src={material.previewUrl} alt={`Preview image of ${material.label}`} loading="lazy" /> : null;
  if (material.type === 'pdf') return <PdfPreview src={`/api/materials/${encodeURIComponent(material.id)}/file?inline=1`} title={material.label} />;
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
  return (
    <Stack>
      {image}
      <Note>{material.canDownload ? OFFICE_NO_PREVIEW : OFFICE_VIEW_ONLY}</Note>
    </Stack>
  );
}
