import { Outlet } from 'react-router-dom';

// Placeholder while the portal layout is written (replaced in this change).
export function PortalLayout() {
  return <Outlet />;
}
