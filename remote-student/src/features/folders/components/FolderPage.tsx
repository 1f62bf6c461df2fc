import { formatCourseCode, hasCode } from '@lectern/shared-api';
import { coursePagePath, FOLDER_MESSAGES, PAGE_PATHS, VISIBILITY_LABELS, type FolderPage as FolderPageData } from '@lectern/shared-api/contract';
import { useFolder } from '@lectern/shared-api/student';
import { Spinner } from '@lectern/shared-ui';
import { Badge } from '@lectern/shared-ui/lists';
import { QueryView } from '@lectern/shared-ui/lists';
import { Link, useParams } from 'react-router-dom';
import { folderContents, FolderList } from '../../../components/FolderCard.tsx';
import { isFolderShared } from '../../../components/folderLinks.ts';
import { formatCount } from '../../../components/formatCount.ts';
import { PageStack } from '../../../components/PageStack.tsx';
import { PageNotice } from '../../../components/PageNotice.tsx';
import { RetryNotice } from '../../../components/RetryNotice.tsx';
import { PageHeading, TitleLine } from '../../../components/PageHeading.tsx';
import { FolderBreadcrumb } from './FolderBreadcrumb.tsx';
import { FolderMaterials } from './FolderMaterials.tsx';
import { KeepFolderOffline } from './KeepFolderOffline.tsx';
import { CopyFolderLink, FolderOwnerActions } from './FolderOwnerActions.tsx';

/** /dashboard/folders/:id: a folder, its subfolders and the materials in it the reader may see. */
export function FolderPage() {
  const { id = '' } = useParams();
  const query = useFolder(id);
  return (
    <QueryView
      query={query}
      loading={<Spinner label="Loading folder..." showLabel />}
      renderError={(error, retry) =>
        hasCode(error, 'NOT_FOUND') ? (
          <PageNotice role="alert">
            {FOLDER_MESSAGES.notFound} <Link to={PAGE_PATHS.libraries}>Back to My Libraries</Link>
          </PageNotice>
        ) : (
          <RetryNotice error={error as Error} retry={retry} />
        )
      }
      isEmpty={() => false}
    >
      {(page) => <FolderContents page={page} />}
    </QueryView>
  );
}

function FolderContents({ page }: { page: FolderPageData }) {
  const { folder } = page;
  return (
    <PageStack>
      <FolderBreadcrumb page={page} />
      <PageHeading>
        <TitleLine>
          <h1>{folder.name}</h1>
          <Badge>{VISIBILITY_LABELS[folder.visibility]}</Badge>
        </TitleLine>
        {folder.description ? <p>{folder.description}</p> : null}
        <dl>
          {folder.course ? (
            <>
              <dt>Course</dt>
              <dd>
                <Link to={coursePagePath(folder.course.courseCode)}>{formatCourseCode(folder.course.courseCode)}</Link> {folder.course.courseName}
              </dd>
            </>
          ) : null}
          <dt>Owner</dt>
          <dd>{folder.isOwner ? 'You' : `${folder.owner.firstName} ${folder.owner.lastName}`}</dd>
          <dt>Holds</dt>
          <dd>{folderContents(folder)}</dd>
          {folder.isOwner && isFolderShared(folder) ? (
            <>
              <dt>Opened</dt>
              <dd>{formatCount(folder.views, 'time')} by others</dd>
            </>
          ) : null}
        </dl>
        {folder.isOwner ? <FolderOwnerActions folder={folder} /> : isFolderShared(folder) ? <div><CopyFolderLink folder={folder} /></div> : null}
        {page.materials.length || page.folders.length ? (
          <div>
            <KeepFolderOffline page={page} />
          </div>
        ) : null}
      </PageHeading>
      {page.folders.length ? (
        <section aria-labelledby="folder-subfolders">
          <h2 id="folder-subfolders">Folders</h2>
          <FolderList folders={page.folders} />
        </section>
      ) : null}
      <section aria-labelledby="folder-materials">
        <h2 id="folder-materials">Materials</h2>
        <FolderMaterials folder={folder} materials={page.materials} />
      </section>
    </PageStack>
  );
}
