import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { makeStore, setNavigator } from 'shared-api';
import { App } from './app';
import { shellRoutes } from './routes/router';

const store = makeStore();
const router = createBrowserRouter(shellRoutes);
setNavigator((path) => router.navigate(path));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} router={router} />
  </StrictMode>,
);
