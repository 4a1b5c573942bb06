import { store } from '@shared/store';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SiteRoutes } from './SiteRoutes';
import { TestModeBanner } from './site/TestModeBanner';

/** The one store and the one router of the page; the MUI theme and the query client come with the areas that use them (AppFrame). */
export function App() {
  return (
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
        <TestModeBanner />
      </Provider>
    </StrictMode>
  );
}
