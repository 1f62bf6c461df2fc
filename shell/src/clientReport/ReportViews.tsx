import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { countView } from './clientReport.ts';

/** Counts each client-side navigation to a new pathname as a page view (the first load is counted at start). */
export function ReportViews() {
  const { pathname } = useLocation();
  useEffect(() => countView(pathname), [pathname]);
  return null;
}
