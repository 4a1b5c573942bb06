import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { ToastHost } from './toasts';

/**
 * The theme, MUI's baseline styles and the toast container, around the areas built with MUI
 * (admin, login, checkout). The public pages do without, so a visitor's first page loads no
 * MUI, emotion or toast code at all.
 */
export function MuiFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
