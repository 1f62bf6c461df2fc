// The react-router API Lectern uses. Module Federation cannot tree-shake a shared module,
// and react-router whole costs ~60 KB gzip on every page; so the shell shares a facade with
// just these names, and lint allows only these names to be imported. Need another one? Add
// it here: the build and the lint rule both read this list.
export const ROUTER_EXPORTS = [
  'BrowserRouter',
  'MemoryRouter',
  'Routes',
  'Route',
  'Navigate',
  'Outlet',
  'Link',
  'NavLink',
  'matchPath',
  'generatePath',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
  'useHref',
  'useInRouterContext',
];
