// Placeholder while the Course Management screen is written (replaced in this change).
export function CourseManagementPage() {
  return <h1>Course Management</h1>;
}
