/** A property's leases. */
export const propertyLeasesRead = (propertyId: string) => ({
  url: 'leases/',
  params: { propertyId },
});
