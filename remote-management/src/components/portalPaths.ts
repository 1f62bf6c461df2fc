// The portal's pages, one home for each path (the sidebar, the overview's cards and the routes).
// Aliases the spec also names (course-management, materials-review) redirect to these.
export const PORTAL_PATHS = {
  overview: '/management',
  courses: '/management/courses',
  courseManagement: '/management/course-management',
  coursesReview: '/management/courses-review',
  dlcReview: '/management/dlc-review',
  blogsReview: '/management/blogs-review',
  materials: '/management/materials',
  materialsReview: '/management/materials-review',
  reports: '/management/reports',
  groupReports: '/management/group-reports',
  userManagement: '/management/user-management',
  moderatorsReview: '/management/moderators-review',
  advertsReview: '/management/adverts-review',
  printingCredits: '/management/printing-credits',
  releases: '/management/releases',
} as const;
