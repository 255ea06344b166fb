/** The terms of the lease the signed-in tenant signed. */
export const signedLeaseRead = 'tenants/lease';
