// The data grid the admin remotes get, shared once per page under the key '@mui/x-data-grid' (see
// rspack.shared.ts), like federation/react-router.ts. A shared module keeps all of its exports:
// sharing the package itself gave every page with a grid the whole of it (every locale's texts,
// every column type, the export and print code it never runs). Sharing this list lets the bundler
// keep only what these names need. An import that is not listed here is undefined on the page
// (scripts/test/federation-lists.test.ts fails on it): add it to this list. Types come from the
// package as before. The path bypasses the package's export map on purpose: a bare
// '@mui/x-data-grid' here would be consumed as this very shared module. Only admin pages import it; a public page never loads it.
export { DataGrid, gridVisibleColumnFieldsSelector, useGridApiRef } from '../node_modules/@mui/x-data-grid/index.mjs';
