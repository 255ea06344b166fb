import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore, setNavigator } from 'shared-api';
import { ThemeRoot } from 'shared-ui';
import { shellRoutes } from './routes/router';

const store = makeStore();
const router = createBrowserRouter(shellRoutes);
setNavigator((path) => router.navigate(path));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </Provider>
  </StrictMode>,
);
