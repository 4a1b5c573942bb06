import { createTheme } from '@mui/material/styles';
import { focusRing, fontFamily, palette } from './tokens';

export const theme = createTheme({
  palette: {
    primary: { main: palette.primary, contrastText: '#ffffff' },
    secondary: { main: palette.secondary, contrastText: '#ffffff' },
    success: { main: palette.success },
    info: { main: palette.info },
    warning: { main: palette.secondary },
    background: { default: palette.background, paper: palette.paper },
    text: { primary: palette.text, secondary: palette.textSecondary },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily,
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '1.75rem', fontWeight: 700 },
    h3: { fontSize: '1.4rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { styleOverrides: { root: { borderRadius: 999 } } },
    // MUI draws no focus ring of its own on buttons, icon buttons, tabs, radios, check boxes and
    // switches (a ripple at most): every one of them shows the site's when the keyboard reaches it,
    // and a text field or select shows it around its box while it has the focus (WCAG 2.4.7).
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
    MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': { ...focusRing, outlineOffset: '-2px' } } } },
    MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing } } },
  },
});
