import { NotFoundPage } from '@lectern/shared-ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { CourseManagementPage } from './features/courses/components/CourseManagementPage.tsx';
import { PortalLayout } from './features/layout/components/PortalLayout.tsx';
import { OverviewPage } from './features/overview/components/OverviewPage.tsx';
import { ReviewPage } from './features/review/components/ReviewPage.tsx';
import { NewAnnouncementButton } from './features/announcements/components/NewAnnouncementButton.tsx';
import { PrintingCreditsPage } from './features/rewards/components/PrintingCreditsPage.tsx';
import { UserManagementPage } from './features/users/components/UserManagementPage.tsx';
import { ReleasesPage } from './features/releases/components/ReleasesPage.tsx';
import { PORTAL_PATHS } from './components/portalPaths.ts';
import { AdminOnly } from './components/AdminOnly.tsx';

/**
 * The management portal. The shell mounts it at /management/* after its access rule (staff;
 * User Management, Moderator Applications, Printing Credits and Releases admins only); the server checks
 * every call again. Every name the spec gives a page is served: aliases redirect (docs/spec-resolutions.md).
 */
export default function ManagementRoutes() {
  return (
    <Routes>
      <Route element={<PortalLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path="courses" element={<CourseManagementPage />} />
        <Route path="course-management" element={<Navigate to={PORTAL_PATHS.courses} replace />} />
        <Route path="courses-review" element={<ReviewPage key="courses" kind="courses" />} />
        <Route path="dlc-review" element={<ReviewPage key="dlc" kind="dlc" />} />
        <Route path="blogs-review" element={<ReviewPage key="blogs" kind="blogs" />} />
        <Route path="materials" element={<ReviewPage key="materials" kind="materials" />} />
        <Route path="materials-review" element={<Navigate to={PORTAL_PATHS.materials} replace />} />
        <Route path="reports" element={<ReviewPage key="reports" kind="reports" />} />
        <Route path="group-reports" element={<ReviewPage key="group-reports" kind="group-reports" />} />
        <Route path="user-management" element={<AdminOnly><UserManagementPage /></AdminOnly>} />
        <Route path="moderators-review" element={<AdminOnly><ReviewPage key="moderators" kind="moderators" /></AdminOnly>} />
        <Route path="adverts-review" element={<ReviewPage key="adverts" kind="adverts" headerAction={<NewAnnouncementButton />} />} />
        <Route path="printing-credits" element={<AdminOnly><PrintingCreditsPage /></AdminOnly>} />
        <Route path="releases" element={<AdminOnly><ReleasesPage /></AdminOnly>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
