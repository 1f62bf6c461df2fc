import type { Material } from '@lectern/shared-api';
import { materialPagePath } from '@lectern/shared-api/contract';
import { OFFLINE_MESSAGES, saveKeptOriginal } from '@lectern/shared-api/offline';
import { buttonStyles, Icon, notify, type ButtonSize, type ButtonVariant } from '@lectern/shared-ui';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import Share2 from 'lucide-react/icons/share-2';
import styled from 'styled-components';
import { linkSite } from './linkSite.ts';
import { PressableButton } from './PressableButton.tsx';
import { useDownloadRecount } from './useDownloadRecount.ts';

// Real links (the file, the linked site), dressed as buttons.
const ButtonAnchor = styled.a<{ $variant: ButtonVariant; $size: ButtonSize; $block: boolean }>`
  ${buttonStyles}
`;

export const LINK_COPIED = 'Link copied to clipboard!';
export const DOWNLOAD_STARTED = 'Download started!';

/** The specification's share link: the site's origin plus /material/{id}. */
export const shareLink = (id: string) => `${window.location.origin}${materialPagePath(id)}`;

/** Only approved materials are seen by others: a pending or rejected upload has nothing to share or save. */
export const isShareable = (material: Material) => material.reviewStatus === 'approved';

export interface ShareAndDownloadProps {
  material: Material;
  size?: ButtonSize;
  /** Cards: Share as an icon with a name and a tooltip, so the actions fit one line. */
  compact?: boolean;
}

/** Share (copies the link) when it is approved; Open for a link, or Download when the person may have the file. */
export function ShareAndDownload({ material, size = 'md', compact = false }: ShareAndDownloadProps) {
  const recount = useDownloadRecount();
  const site = material.type === 'link' ? linkSite(material.url) : null;
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
      {isShareable(material) ? (
        <PressableButton
          variant="secondary"
          size={size}
          onClick={() => void share()}
          title={compact ? 'Share' : undefined}
          data-icon-only={compact || undefined}
        >
          <Icon icon={Share2} size="sm" />
          {compact ? <span className="visually-hidden">Share</span> : 'Share'}
          <span className="visually-hidden"> {material.label}</span>
        </PressableButton>
      ) : null}
      {material.type === 'link' && material.url ? (
        <ButtonAnchor href={material.url} target="_blank" rel="noopener noreferrer" $variant="primary" $size={size} $block={false}>
          <Icon icon={ExternalLink} size="sm" />
          Open
          <span className="visually-hidden">
            {' '}
            {material.label}
            {site ? ` on ${site}` : ''} (opens in a new tab)
          </span>
        </ButtonAnchor>
      ) : material.canDownload ? (
        <ButtonAnchor
          href={`/api/materials/${encodeURIComponent(material.id)}/file`}
          download={material.fileName ?? true}
          $variant="primary"
          $size={size}
          $block={false}
          onClick={(event) => {
            // Offline, the copy kept on this device is saved instead (when there is one).
            if (navigator.onLine === false) {
              event.preventDefault();
              void saveKeptOriginal(material.id).then(
                (saved) => (saved ? notify.success(DOWNLOAD_STARTED) : notify.error(OFFLINE_MESSAGES.downloadNeedsConnection)),
                () => notify.error(OFFLINE_MESSAGES.downloadNeedsConnection),
              );
              return;
            }
            notify.success(DOWNLOAD_STARTED);
            recount();
          }}
        >
          <Icon icon={Download} size="sm" />
          Download
          <span className="visually-hidden"> {material.label}</span>
        </ButtonAnchor>
      ) : null}
    </>
  );
}
