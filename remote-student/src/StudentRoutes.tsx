import { NotFoundPage, Spinner } from '@lectern/shared-ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { DashboardLayout } from './features/layout/components/DashboardLayout.tsx';
import { LibrariesPage } from './features/libraries/components/LibrariesPage.tsx';
import { MaterialPage } from './features/material/components/MaterialPage.tsx';
import { OverviewPage } from './features/overview/components/OverviewPage.tsx';

// The forms (formik, yup and the upload flow) load when first needed, not with the dashboard
// every visit starts on. So do the pages the server never renders for the person (every one but
// the dashboard, My Libraries and a material's page): the module every signed-in page evaluates
// before it hydrates holds only what those three need (compiling and running all of it was a
// long task on a phone).
const BrowsePage = lazy(() => import('./features/browse/components/BrowsePage.tsx').then((m) => ({ default: m.BrowsePage })));
const CatalogPage = lazy(() => import('./features/catalog/components/CatalogPage.tsx').then((m) => ({ default: m.CatalogPage })));
const CoursePage = lazy(() => import('./features/courses/components/CoursePage.tsx').then((m) => ({ default: m.CoursePage })));
const HelpPage = lazy(() => import('./features/help/components/HelpPage.tsx').then((m) => ({ default: m.HelpPage })));
const NotificationsPage = lazy(() => import('./features/notifications/components/NotificationsPage.tsx').then((m) => ({ default: m.NotificationsPage })));
const UploadModal = lazy(() => import('./features/upload/components/UploadModal.tsx').then((m) => ({ default: m.UploadModal })));
const SettingsPage = lazy(() => import('./features/settings/components/SettingsPage.tsx').then((m) => ({ default: m.SettingsPage })));
const BlogsPage = lazy(() => import('./features/blogs/components/BlogsPage.tsx').then((m) => ({ default: m.BlogsPage })));
const FolderPage = lazy(() => import('./features/folders/components/FolderPage.tsx').then((m) => ({ default: m.FolderPage })));
const GroupsPage = lazy(() => import('./features/groups/components/page/GroupsPage.tsx').then((m) => ({ default: m.GroupsPage })));
const GroupPage = lazy(() => import('./features/groups/components/page/GroupPage.tsx').then((m) => ({ default: m.GroupPage })));
const BlogPostPage = lazy(() => import('./features/blogs/components/BlogPostPage.tsx').then((m) => ({ default: m.BlogPostPage })));

function Later({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner label="Loading..." showLabel />}>{children}</Suspense>;
}

/** `?upload=1` (the landing page's Upload) opens the upload modal on arrival. */
export const UPLOAD_PARAM = 'upload';

/**
 * The student area. The shell mounts it at /dashboard/* and at /material/*; routes here are
 * relative to whichever prefix matched, so the material page is told apart by the location.
 */
export default function StudentRoutes() {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [uploadOpen, setUploadOpen] = useState(false);
  const open = uploadOpen || params.get(UPLOAD_PARAM) === '1';
  const openUpload = () => setUploadOpen(true);
  const closeUpload = () => {
    setUploadOpen(false);
    if (params.has(UPLOAD_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(UPLOAD_PARAM);
      setParams(next, { replace: true });
    }
  };
  const onMaterialPage = pathname.startsWith('/material/');

  return (
    <>
      <Routes>
        <Route element={<DashboardLayout onNew={openUpload} />}>
          {onMaterialPage ? (
            <Route path=":id" element={<MaterialPage />} />
          ) : (
            <>
              <Route index element={<OverviewPage />} />
              <Route path="libraries" element={<LibrariesPage onUpload={openUpload} />} />
              <Route
                path="recent"
                element={
                  <Later>
                    <BrowsePage kind="recent" />
                  </Later>
                }
              />
              <Route
                path="recommendations"
                element={
                  <Later>
                    <BrowsePage kind="recommendations" />
                  </Later>
                }
              />
              <Route
                path="search"
                element={
                  <Later>
                    <BrowsePage kind="search" />
                  </Later>
                }
              />
              <Route
                path="courses"
                element={
                  <Later>
                    <CatalogPage />
                  </Later>
                }
              />
              <Route
                path="courses/:code"
                element={
                  <Later>
                    <CoursePage onUpload={openUpload} />
                  </Later>
                }
              />
              {/* folderPagePath(id) in the contract. */}
              <Route
                path="folders/:id"
                element={
                  <Later>
                    <FolderPage />
                  </Later>
                }
              />
              {/* PAGE_PATHS.groups and groupPagePath(id) in the contract. */}
              <Route
                path="groups"
                element={
                  <Later>
                    <GroupsPage />
                  </Later>
                }
              />
              <Route
                path="groups/:id"
                element={
                  <Later>
                    <GroupPage />
                  </Later>
                }
              />
              <Route
                path="blogs"
                element={
                  <Later>
                    <BlogsPage />
                  </Later>
                }
              />
              <Route
                path="blogs/:id"
                element={
                  <Later>
                    <BlogPostPage />
                  </Later>
                }
              />
              <Route
                path="notifications"
                element={
                  <Later>
                    <NotificationsPage />
                  </Later>
                }
              />
              <Route
                path="settings"
                element={
                  <Later>
                    <SettingsPage />
                  </Later>
                }
              />
              <Route
                path="help"
                element={
                  <Later>
                    <HelpPage />
                  </Later>
                }
              />
            </>
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      {open && (
        <Suspense fallback={null}>
          <UploadModal open onClose={closeUpload} />
        </Suspense>
      )}
    </>
  );
}
