/** The signed-in tenant's maintenance requests. */
export const myMaintenanceRead = 'maintenance';
