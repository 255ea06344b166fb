// The API contract: request and answer schemas shared by the API server and the browser.
import './zod-in-browsers';
export * from './common';
export * from './money';
export * from './health';
export * from './locations';
export * from './owners';
export * from './properties';
export * from './form-values';
export * from './leases';
export * from './payments';
export * from './tenants';
export * from './maintenance';
export * from './notifications';
export * from './search';
export * from './books';
export * from './outgoing-statement-lines';
