// The react-router every app gets, shared once per page under the keys 'react-router' and
// 'react-router-dom' (see rspack.shared.ts). A shared module keeps all of its exports, so sharing
// the package itself put the whole of react-router (data routers, server rendering, cookies and
// sessions: 59 KB gzip) into every public page. Sharing this list instead lets the bundler drop
// what the site does not use (about 15 KB gzip remain). An import that is not listed here is
// undefined on the page (scripts/test/federation-lists.test.ts fails on it): add it to this list.
// The path bypasses the package's export map on purpose: a bare 'react-router' here would be
// consumed as this very shared module.
export {
  BrowserRouter,
  MemoryRouter,
  Navigate,
  NavLink,
  Link,
  Outlet,
  Route,
  Router,
  Routes,
  createSearchParams,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '../node_modules/react-router/dist/production/index.mjs';
export type {
  LinkProps,
  Location,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  Params,
  PathMatch,
  RouteObject,
  SetURLSearchParams,
  To,
} from '../node_modules/react-router/dist/production/index.mjs';
