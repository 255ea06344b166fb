export { renderWithProviders } from './render-with-providers';
export type { ProvidersOptions } from './render-with-providers';
export { answer, sentTo, stubApi, type ApiAnswer, type SentRequest } from './api-stub';
