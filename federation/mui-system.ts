// The root of @mui/system that the page gets, shared once per page under the key '@mui/system' (see
// rspack.shared.ts), like federation/react-router.ts. MUI's own modules import a few names from the
// package's root ('@mui/system') and the rest by deep path ('@mui/system/createStyled', shared by the
// '@mui/system/' key). A shared module keeps all of its exports, so sharing the root itself gave
// every MUI page the whole package: its Grid, its Container and every helper no page calls. These
// are the names MUI's packages import from the root; scripts/test/federation-lists.test.ts reads
// every @mui/* package installed and fails on a name missing here (after an upgrade, add it). Our
// own code imports MUI's system through @mui/material. The path bypasses the package's export map
// on purpose: a bare '@mui/system' here would be consumed as this very shared module.
export {
  alpha,
  createBox,
  createBreakpoints,
  createContainer,
  createSpacing,
  createStack,
  css,
  darken,
  decomposeColor,
  emphasize,
  getContrastRatio,
  getLuminance,
  getThemeProps,
  GlobalStyles,
  hexToRgb,
  hslToRgb,
  keyframes,
  lighten,
  recomposeColor,
  rgbToHex,
  styled,
  StyledEngineProvider,
  ThemeProvider,
  unstable_createCssVarsProvider,
  unstable_createGetCssVar,
  unstable_memoTheme,
  useTheme,
} from '../node_modules/@mui/system/index.mjs';
