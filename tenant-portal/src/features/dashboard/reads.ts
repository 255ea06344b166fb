export const tenantMetricsRead = 'tenants/metrics';
