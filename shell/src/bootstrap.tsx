import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { makeStore } from 'shared-api';
import { ThemeRoot } from 'shared-ui';
import { shellRoutes } from './routes/router';

const store = makeStore();
const router = createBrowserRouter(shellRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </Provider>
  </StrictMode>,
);
