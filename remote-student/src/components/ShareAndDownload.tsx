import type { Material } from '@lectern/shared-api';
import { materialPagePath } from '@lectern/shared-api/contract';
import { Button, buttonStyles, notify, type ButtonSize, type ButtonVariant } from '@lectern/shared-ui';
import styled from 'styled-components';

// A real link to the file (the browser downloads it), dressed as a button.
const DownloadLink = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${buttonStyles}
`;

export const LINK_COPIED = 'Link copied to clipboard!';
export const DOWNLOAD_STARTED = 'Download started!';

/** The share link of the spec's §9: the site's origin plus /material/{id}. */
export const shareLink = (id: string) => `${window.location.origin}${materialPagePath(id)}`;

/** Share (copies the link) and, when the person may have the file, Download. */
export function ShareAndDownload({ material, size = 'md' }: { material: Material; size?: ButtonSize }) {
  const share = async () => {
    try {
      await navigator.clipboard.writeText(shareLink(material.id));
      notify.success(LINK_COPIED);
    } catch {
      notify.error(`Could not copy the link. Copy it from here: ${shareLink(material.id)}`);
    }
  };
  return (
    <>
      <Button variant="secondary" size={size} onClick={() => void share()}>
        Share
        <span className="visually-hidden"> {material.label}</span>
      </Button>
      {material.canDownload ? (
        <DownloadLink
          href={`/api/materials/${encodeURIComponent(material.id)}/file`}
          download={material.fileName ?? true}
          $variant="primary"
          $size={size}
          $block={false}
          onClick={() => notify.success(DOWNLOAD_STARTED)}
        >
          Download
          <span className="visually-hidden"> {material.label}</span>
        </DownloadLink>
      ) : null}
    </>
  );
}
