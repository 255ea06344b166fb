import { Link } from 'react-router-dom';
import { useGetMaintenanceOpenCountsQuery } from './api';

const requestsWord = (count: number) =>
  `${count} open maintenance request${count === 1 ? '' : 's'}`;

/** "3 open maintenance requests" across the portfolio, linking to them; nothing when none are open. */
export function OpenRequestsLink() {
  const { data } = useGetMaintenanceOpenCountsQuery();
  if (!data?.open) return null;
  return <Link to="/maintenance">{requestsWord(data.open)}</Link>;
}

/** The same for one property, e.g. on its card; nothing when none are open. */
export function PropertyOpenRequests({ propertyId }: { propertyId: string }) {
  const { data } = useGetMaintenanceOpenCountsQuery();
  const open = data?.byProperty.find((property) => property.propertyId === propertyId)?.open ?? 0;
  if (open === 0) return null;
  return <Link to={`/maintenance?propertyId=${propertyId}`}>{requestsWord(open)}</Link>;
}
