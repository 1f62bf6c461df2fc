import { useLocation } from 'react-router-dom';

/** The router's current path and query, for tests to read by `getByTestId('location')`. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}
