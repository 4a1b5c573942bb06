// The MUI module files shared by path (federation/mui-material.ts): each must exist in the installed
// package (a file an upgrade moved would silently stop being shared), and every React context the
// shared components import must be shared with them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminFrameFiles,
  adminFrameShared,
  COMPONENT_HELPERS,
  everyAppFiles,
  FRAME_HELPERS,
  importedFiles,
  packageRoot,
  pathOf,
} from '../../federation/mui-material';

const material = packageRoot('@mui/material');
const frameRoots = [...adminFrameFiles.signIn, ...adminFrameFiles.signedIn].map((file) => join(material, file));

it('lists files the installed packages have', () => {
  for (const muiFile of [...everyAppFiles, ...adminFrameShared()]) expect(existsSync(pathOf(muiFile))).toBe(true);
});

it('shares the contexts of the shared components, with the components', () => {
  const shared = adminFrameShared().map(({ file }) => file);
  expect(shared).toEqual(expect.arrayContaining([...adminFrameFiles.signIn, ...adminFrameFiles.signedIn]));
  // A Button reads its ButtonGroup's contexts, a DialogTitle its Dialog's: a remote's own group or
  // title around the shell's component must find the same context object.
  expect(shared).toEqual(
    expect.arrayContaining(['ButtonGroup/ButtonGroupContext.mjs', 'ButtonGroup/ButtonGroupButtonContext.mjs', 'Dialog/DialogContext.mjs']),
  );
  for (const path of importedFiles(frameRoots, { helpers: true })) {
    if (/\bReact\.createContext\(/.test(readFileSync(path, 'utf8'))) expect(shared).toContain(path.slice(material.length + 1));
  }
});

it('walks through relative and package imports, and stops at the helpers when asked', () => {
  const withHelpers = importedFiles([join(material, 'Button/Button.mjs')], { helpers: true });
  const components = importedFiles([join(material, 'Button/Button.mjs')], { helpers: false });
  // Button imports '../ButtonBase/index.mjs', which re-exports ButtonBase.mjs.
  expect(components).toContain(join(material, 'ButtonBase/ButtonBase.mjs'));
  // '@mui/utils/composeClasses' by package path.
  expect([...withHelpers].some((path) => path.includes('@mui/utils/composeClasses/'))).toBe(true);
  expect([...components].filter((path) => FRAME_HELPERS.test(path) || COMPONENT_HELPERS.test(path))).toEqual([]);
});
