/** The signed-in tenant's rent ledger, in short. */
export const tenantRentRead = 'tenants/rent';
