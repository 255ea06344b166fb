export { renderWithProviders } from './render-with-providers';
export type { ProvidersOptions } from './render-with-providers';
