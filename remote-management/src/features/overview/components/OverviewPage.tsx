// Placeholder (replaced in this change).
export function OverviewPage() {
  return <h1>Overview</h1>;
}
