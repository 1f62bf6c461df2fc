import { NotFoundPage } from '@lectern/shared-ui';
import { useState } from 'react';
import { Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import { BlogPostPage } from './features/blogs/components/BlogPostPage.tsx';
import { BlogsPage } from './features/blogs/components/BlogsPage.tsx';
import { BrowsePage } from './features/browse/components/BrowsePage.tsx';
import { CoursePage } from './features/courses/components/CoursePage.tsx';
import { HelpPage } from './features/help/components/HelpPage.tsx';
import { DashboardLayout } from './features/layout/components/DashboardLayout.tsx';
import { LibrariesPage } from './features/libraries/components/LibrariesPage.tsx';
import { MaterialPage } from './features/material/components/MaterialPage.tsx';
import { NotificationsPage } from './features/notifications/components/NotificationsPage.tsx';
import { OverviewPage } from './features/overview/components/OverviewPage.tsx';
import { SettingsPage } from './features/settings/components/SettingsPage.tsx';
import { UploadModal } from './features/upload/components/UploadModal.tsx';

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
              <Route path="recent" element={<BrowsePage kind="recent" />} />
              <Route path="recommendations" element={<BrowsePage kind="recommendations" />} />
              <Route path="search" element={<BrowsePage kind="search" />} />
              <Route path="courses/:code" element={<CoursePage onUpload={openUpload} />} />
              <Route path="blogs" element={<BlogsPage />} />
              <Route path="blogs/:id" element={<BlogPostPage />} />
              <Route path="notifications" element={<NotificationsPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="help" element={<HelpPage />} />
            </>
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      <UploadModal open={open} onClose={closeUpload} />
    </>
  );
}
