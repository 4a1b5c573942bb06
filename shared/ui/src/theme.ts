import { createTheme } from '@mui/material/styles';

// Colours chosen for WCAG AA contrast of white text on primary/secondary buttons.
export const theme = createTheme({
  palette: {
    primary: { main: '#4a1fb8', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', contrastText: '#ffffff' },
    success: { main: '#15803d' },
    info: { main: '#1d4ed8' },
    warning: { main: '#c2410c' },
    background: { default: '#f7f6fb', paper: '#ffffff' },
    text: { primary: '#1a1530', secondary: '#4b4763' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { borderRadius: 999 } } },
  },
});
