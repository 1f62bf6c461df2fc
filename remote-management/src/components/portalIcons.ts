// Each portal page's icon, one home for the sidebar and the overview's quick-action cards, so a
// page looks the same wherever it is offered.
import type { LucideIcon } from 'lucide-react';
import BookCheck from 'lucide-react/icons/book-check';
import BookOpen from 'lucide-react/icons/book-open';
import FileCheck from 'lucide-react/icons/file-check';
import Flag from 'lucide-react/icons/flag';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Megaphone from 'lucide-react/icons/megaphone';
import MessageSquareWarning from 'lucide-react/icons/message-square-warning';
import Network from 'lucide-react/icons/network';
import Newspaper from 'lucide-react/icons/newspaper';
import Printer from 'lucide-react/icons/printer';
import Rocket from 'lucide-react/icons/rocket';
import UserCheck from 'lucide-react/icons/user-check';
import Users from 'lucide-react/icons/users';
import { PORTAL_PATHS } from './portalPaths.ts';

type PortalPath = (typeof PORTAL_PATHS)[keyof typeof PORTAL_PATHS];

export const PORTAL_ICONS: Record<PortalPath, LucideIcon> = {
  [PORTAL_PATHS.overview]: LayoutDashboard,
  [PORTAL_PATHS.courses]: BookOpen,
  [PORTAL_PATHS.courseManagement]: BookOpen,
  [PORTAL_PATHS.userManagement]: Users,
  [PORTAL_PATHS.coursesReview]: BookCheck,
  [PORTAL_PATHS.dlcReview]: Network,
  [PORTAL_PATHS.materials]: FileCheck,
  [PORTAL_PATHS.materialsReview]: FileCheck,
  [PORTAL_PATHS.blogsReview]: Newspaper,
  [PORTAL_PATHS.reports]: Flag,
  [PORTAL_PATHS.groupReports]: MessageSquareWarning,
  [PORTAL_PATHS.moderatorsReview]: UserCheck,
  [PORTAL_PATHS.advertsReview]: Megaphone,
  [PORTAL_PATHS.printingCredits]: Printer,
  [PORTAL_PATHS.releases]: Rocket,
};
