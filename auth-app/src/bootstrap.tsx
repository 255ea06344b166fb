import { createRoot } from 'react-dom/client';
import { StandaloneApp } from 'shared-features';
import { routes } from './routes';

createRoot(document.getElementById('root')!).render(<StandaloneApp routes={routes} />);
