import { CLASSIFICATION_LABELS, formatCourseCode, hasCode, useSession, type Material } from '@lectern/shared-api';
import { coursePagePath } from '@lectern/shared-api/contract';
import { formatBytes, OFFLINE_MESSAGES, useKeptMaterial } from '@lectern/shared-api/offline';
import { replaceCachedMaterial, useLikeMaterial, useMaterial, useRelatedMaterials } from '@lectern/shared-api/student';
import { Button, ButtonLink, Icon, LocalTime, Spinner } from '@lectern/shared-ui';
import { QueryView } from '@lectern/shared-ui/lists';
import Flag from 'lucide-react/icons/flag';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { AddToFolder } from '../../../components/AddToFolder.tsx';
import { LikeButton } from '../../../components/LikeButton.tsx';
import { KeepOfflineToggle } from '../../../components/KeepOfflineToggle.tsx';
import { MaterialRow } from '../../../components/MaterialRow.tsx';
import { activityLine } from '../../../components/formatCount.ts';
import { formatDay } from '../../../components/formatDay.ts';
import { SaveToggle } from '../../../components/SaveToggle.tsx';
import { isShareable, ShareAndDownload } from '../../../components/ShareAndDownload.tsx';
import { StableLabel } from '../../../components/StableLabel.tsx';
import { PageNotice } from '../../../components/PageNotice.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { detailListCss } from '../../../components/PageHeading.tsx';
import { openingPage } from '../pdf/searchWords.ts';
import { MaterialPreview } from './MaterialPreview.tsx';
import { cluster, stack } from '@lectern/shared-ui/rows';

// The report form (formik, yup) loads when someone reports, not with every material page.
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

export const MATERIAL_UNAVAILABLE = 'This material does not exist or is not available to you.';

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
`;

const Details = styled.section`
  ${stack('md')}
  ${detailListCss('1fr')}
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

/** Figures that change keep their width digit for digit. */
const Count = styled.span`
  font-variant-numeric: tabular-nums;
`;

const LIKE_WORDS = ['Like', 'Liked'] as const;

function LikeToggle({ material }: { material: Material }) {
  const like = useLikeMaterial();
  return (
    <LikeButton id={material.id} liked={material.isLiked} like={like}>
      <StableLabel current={material.isLiked ? LIKE_WORDS[1] : LIKE_WORDS[0]} words={LIKE_WORDS} />{' '}
      <Count>({material.likes})</Count>
    </LikeButton>
  );
}

/** Under the preview and the details, across the page's width. */
const Related = styled.div`
  min-width: 0;
  ${({ theme }) => theme.media.lg} {
    grid-column: 1 / -1;
  }
`;

/** The same course's materials, then the department's: nothing at all when there are none (or while offline). */
function RelatedMaterials({ materialId }: { materialId: string }) {
  return <MaterialRow title="Related materials" query={useRelatedMaterials(materialId)} />;
}

function ReviewNotice({ material }: { material: Material }) {
  if (material.reviewStatus === 'pending') return <PageNotice>Pending review: staff review uploads within 24 hours.</PageNotice>;
  if (material.reviewStatus === 'rejected') {
    return <PageNotice>Not approved{material.reviewComment ? `: ${material.reviewComment}` : '.'}</PageNotice>;
  }
  return null;
}

/** /material/:id, the share link's target: details, preview, save, like, share, download, add to folder, report. */
export function MaterialPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const query = useMaterial(id);
  const queryClient = useQueryClient();
  // Reading the page counts a view: the lists behind it show the fresh figures when one goes back.
  useEffect(() => {
    if (query.data) replaceCachedMaterial(queryClient, query.data);
  }, [query.data, queryClient]);
  // Offline (react-query pauses the read) or unreachable, a material kept on the device is read from it.
  const { kept } = useKeptMaterial(id);
  const unreachable = query.fetchStatus === 'paused' || (query.isError && !hasCode(query.error, 'NOT_FOUND'));
  if (!query.data && kept && unreachable) {
    return (
      <>
        <PageNotice role="status">{OFFLINE_MESSAGES.readingKeptCopy}</PageNotice>
        <MaterialDetails material={kept.material} own={user?.id === kept.material.creator.id} />
      </>
    );
  }

  return (
    <QueryView
      query={query}
      loading={<Spinner label="Loading material..." showLabel />}
      renderError={(error, retry) =>
        hasCode(error, 'NOT_FOUND') ? (
          <PageNotice role="alert">
            {MATERIAL_UNAVAILABLE} <Link to="/dashboard">Back to the dashboard</Link>
          </PageNotice>
        ) : (
          <RetryNotice error={error} retry={retry} />
        )
      }
    >
      {(material) => <MaterialDetails material={material} own={user?.id === material.creator.id} />}
    </QueryView>
  );
}

/**
 * Memoised: the page renders again whenever its query's state moves (a read again, the device's
 * copy looked up), and the material it reads again is the same object when nothing in it changed
 * (react-query keeps it): the reader and the details then stay as they are instead of being
 * rendered again in one long task.
 */
const MaterialDetails = memo(function MaterialDetails({ material, own }: { material: Material; own: boolean }) {
  const [reporting, setReporting] = useState(false);
  // From a search result: `?q=` the words to mark, `?page=` the page they were found on.
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const initialPage = openingPage(params.get('page'), material.pages);
  // Clear forgets the words in place: Back still leads to the search, not to the marked page.
  const clearSearch = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <Page aria-labelledby="material-title">
      <MaterialPreview material={material} initialPage={initialPage} search={query ? { query, onClear: clearSearch } : undefined} />
      <Details aria-label="Details">
        <h1 id="material-title">{material.label}</h1>
        {own ? <ReviewNotice material={material} /> : null}
        <dl>
          {material.course ? (
            <>
              <dt>Course</dt>
              <dd>
                <Link to={coursePagePath(material.course.courseCode)}>
                  {formatCourseCode(material.course.courseCode)}
                </Link>{' '}
                {material.course.courseName}
              </dd>
            </>
          ) : null}
          <dt>Type</dt>
          <dd>{CLASSIFICATION_LABELS[material.classification]}</dd>
          <dt>Shared by</dt>
          <dd>
            {material.creator.firstName} {material.creator.lastName}
          </dd>
          <dt>Uploaded</dt>
          <dd>
            <LocalTime dateTime={material.createdAt} format={formatDay} />
          </dd>
          {material.pages ? (
            <>
              <dt>Pages</dt>
              <dd>{material.pages}</dd>
            </>
          ) : null}
          {material.size ? (
            <>
              <dt>Size</dt>
              <dd>{formatBytes(material.size)}</dd>
            </>
          ) : null}
          {material.tags.length ? (
            <>
              <dt>Tags</dt>
              <dd>{material.tags.join(', ')}</dd>
            </>
          ) : null}
          <dt>Activity</dt>
          <dd>{activityLine(material)}</dd>
        </dl>
        {material.description ? <p>{material.description}</p> : null}
        <Actions>
          {/* Only approved materials are seen by others: one's own pending upload is not saved or shared. */}
          {isShareable(material) ? (
            <>
              <SaveToggle material={material} size="md" />
              <LikeToggle material={material} />
            </>
          ) : null}
          <ShareAndDownload material={material} />
          <AddToFolder material={material} />
          <KeepOfflineToggle material={material} />
          {own ? null : (
            <Button variant="ghost" onClick={() => setReporting(true)}>
              <Icon icon={Flag} size="sm" />
              Report
            </Button>
          )}
        </Actions>
        {material.restriction === 'view only' && !material.canDownload ? <p>The uploader made this material view only.</p> : null}
        <ButtonLink to="/dashboard" variant="ghost" size="sm">
          Back to the dashboard
        </ButtonLink>
      </Details>
      <Related>
        <RelatedMaterials materialId={material.id} />
      </Related>
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog materialId={material.id} open onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </Page>
  );
});
