import { createBrowserHistory } from 'history';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { makeStore, setNavigator } from 'shared-api/session';
import { App } from './app';

const store = makeStore();
const history = createBrowserHistory();
setNavigator((path) => history.push(path));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} history={history} />
  </StrictMode>,
);
