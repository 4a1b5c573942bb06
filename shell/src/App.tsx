import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { store } from '@shared/auth';
import { theme, ToastHost } from '@shared/ui';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './SiteRoutes';

export function App() {
  return (
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
          <ToastHost />
        </ThemeProvider>
      </Provider>
    </StrictMode>
  );
}
