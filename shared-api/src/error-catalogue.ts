import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { genericErrorMessage } from './generic-error';

/**
 * How a failed call is told to the user: `toast` shows an error toast, `silent` lets the screen
 * carry on without the data, `log` only writes the failure to the console.
 */
export type FailureNotice = 'toast' | 'silent' | 'log';

export interface CatalogueEntry {
  notice: FailureNotice;
  /** Shown when the server's answer carries no error text of its own. */
  fallback?: string;
}

/** Fallback text and notice per endpoint name; an endpoint not listed toasts the generic text. */
export const errorCatalogue = {
  ownerLogin: { notice: 'toast', fallback: 'Login failed' },
  tenantLogin: { notice: 'toast', fallback: 'Login failed' },
  registerOwner: { notice: 'toast', fallback: 'Registration failed' },
  createTenantPassword: { notice: 'toast', fallback: 'Password Creation failed' },
  updateOwner: { notice: 'toast', fallback: 'Profile update failed' },
  getOwner: { notice: 'toast', fallback: 'Failed to fetch owner details' },
  getProperties: { notice: 'toast', fallback: 'Failed to fetch properties' },
  getPropertyMetrics: { notice: 'toast', fallback: 'Failed to fetch property metrics' },
  createProperty: { notice: 'toast', fallback: 'Failed to add property' },
  updateProperty: { notice: 'toast', fallback: 'Failed to update property' },
  getTenants: { notice: 'toast', fallback: 'Failed to fetch tenants' },
  createTenant: { notice: 'toast', fallback: 'Failed to add tenant' },
  updateTenant: { notice: 'toast', fallback: 'Failed to update tenant' },
  createLease: { notice: 'toast', fallback: 'Failed to add lease' },
  getPendingActivities: { notice: 'silent' },
  getLease: { notice: 'silent' },
  // Lease lists and a tenant's lease: their screens say in place that the leases did not load.
  getPropertyLeases: { notice: 'silent' },
  getLeasesToInviteOnto: { notice: 'silent' },
  getTenantLease: { notice: 'silent' },
  // Their pages show the failure in place: "not found" with the way back, or "Try again".
  getProperty: { notice: 'silent' },
  getTenant: { notice: 'silent' },
  getInvitedTenant: { notice: 'log' },
  getNotifications: { notice: 'silent' },
  searchAccount: { notice: 'silent' },
  // The reset page says in place that its link can no longer be used.
  checkResetLink: { notice: 'silent' },
  getMaintenanceOpenCounts: { notice: 'silent' },
} as const satisfies Record<string, CatalogueEntry>;

export type CataloguedEndpoint = keyof typeof errorCatalogue;

const defaultEntry: CatalogueEntry = { notice: 'toast' };

export function catalogueEntryFor(endpoint: string): CatalogueEntry {
  return Object.hasOwn(errorCatalogue, endpoint)
    ? errorCatalogue[endpoint as CataloguedEndpoint]
    : defaultEntry;
}

/** The status the server answered with, also when its body was not JSON. */
export function answeredStatus(error: FetchBaseQueryError): number | undefined {
  if (typeof error.status === 'number') return error.status;
  return error.status === 'PARSING_ERROR' ? error.originalStatus : undefined;
}

function serverErrorText(error: FetchBaseQueryError | SerializedError | undefined) {
  if (!error || !('status' in error) || !('data' in error)) return undefined;
  const { data } = error;
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const text = data.error;
    if (typeof text === 'string' && text.trim()) return text;
  }
  // A rate limiter in front of the API may answer plain text; its words say when to try again.
  if (answeredStatus(error) === 429 && typeof data === 'string' && data.trim()) return data;
  return undefined;
}

/** A failed call's text: the server's error, else the endpoint's fallback, else generic text. */
export function errorMessageFor(
  endpoint: string,
  error: FetchBaseQueryError | SerializedError | undefined,
): string {
  return serverErrorText(error) ?? catalogueEntryFor(endpoint).fallback ?? genericErrorMessage;
}
