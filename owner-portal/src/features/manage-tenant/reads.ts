/** Where one tenant's record and its parts are read and written. */
export const tenantPath = (tenantId: string) => `tenants/tenant/${encodeURIComponent(tenantId)}`;
