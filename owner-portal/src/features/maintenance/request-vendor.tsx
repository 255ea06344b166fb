import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MaintenanceRequestDetail, Vendor } from 'shared-api/contract';
import { scheduleELines } from 'shared-api/contract/expense-categories';
import { formatMoney } from 'shared-api/contract/format-money';
import { Button, Card, deferred, Select, toast } from 'shared-ui';
import styled from 'styled-components';
import { useGetVendorsQuery } from '../../components/books-api';
import { formatCalendarDate } from '../../components/dates';
import {
  useAssignRequestVendorMutation,
  useGetRequestVendorQuery,
  useUnassignRequestVendorMutation,
} from './vendor-api';

// The two forms, with the form and schema libraries, load when the owner opens one.
const VendorForm = deferred(() =>
  import('../../components/vendor-form').then((module) => module.VendorForm),
);
const CostForm = deferred(() => import('./cost-form').then((module) => module.CostForm));

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
`;

const Costs = styled.ul`
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
`;

const Section = styled(Card)`
  margin-bottom: 24px;
`;

const describe = (vendor: Vendor) =>
  vendor.trade ? `${vendor.name} (${vendor.trade})` : vendor.name;

/** The vendor given the request: who it is, or a choice of the owner's vendors (or a new one). */
function VendorChoice({ requestId, assigned }: { requestId: string; assigned: Vendor | null }) {
  const vendors = useGetVendorsQuery();
  const [assign, assigning] = useAssignRequestVendorMutation();
  const [unassign, unassigning] = useUnassignRequestVendorMutation();
  const [chosen, setChosen] = useState('');
  const [adding, setAdding] = useState(false);

  async function give(vendor: Pick<Vendor, 'vendorId' | 'name'>) {
    const answer = await assign({ requestId, vendorId: vendor.vendorId });
    if (answer.error) return;
    toast.success(`${vendor.name} assigned to this request`);
    setChosen('');
    setAdding(false);
  }

  async function takeBack(vendor: Vendor) {
    const answer = await unassign(requestId);
    if (answer.error) return;
    toast.success(`${vendor.name} unassigned`);
  }

  if (assigned) {
    return (
      <Row>
        <p>
          Vendor: <strong>{describe(assigned)}</strong>
          {assigned.phone && `, ${assigned.phone}`}
          {assigned.email && `, ${assigned.email}`}
        </p>
        <Button
          variant="secondary"
          loading={unassigning.isLoading}
          onClick={() => takeBack(assigned)}
        >
          Unassign
        </Button>
      </Row>
    );
  }

  const options = (vendors.data ?? []).map((vendor) => ({
    value: vendor.vendorId,
    label: describe(vendor),
  }));
  const picked = vendors.data?.find((vendor) => vendor.vendorId === chosen);
  return (
    <>
      <p>No vendor is assigned.</p>
      <Row>
        {options.length > 0 && (
          <>
            <Select
              label="Vendor"
              options={options}
              placeholder="Choose a vendor"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            />
            <Button
              disabled={!picked}
              loading={assigning.isLoading}
              onClick={() => picked && give(picked)}
            >
              Assign
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setAdding((open) => !open)}>
          {adding ? 'Close the vendor form' : 'Add a vendor'}
        </Button>
      </Row>
      {adding && <VendorForm onAdded={give} />}
    </>
  );
}

/**
 * Who does the work on the request and what it cost: assign one of the owner's vendors (or add
 * one), and once the request is resolved, "Record the cost" as an expense of its property.
 */
export function RequestVendor({ request }: { request: MaintenanceRequestDetail }) {
  const vendor = useGetRequestVendorQuery(request.requestId);
  const [recording, setRecording] = useState(false);
  const resolved = request.status === 'resolved';

  return (
    <Section title="Vendor and cost" titleAs="h2" role="region" aria-label="Vendor and cost">
      {vendor.data ? (
        <VendorChoice requestId={request.requestId} assigned={vendor.data.vendor} />
      ) : vendor.isError ? (
        <p role="alert">The vendor of this request could not be loaded.</p>
      ) : (
        <p aria-busy="true">Loading the vendor…</p>
      )}
      {vendor.data && vendor.data.expenses.length > 0 && (
        <Costs aria-label="Costs recorded">
          {vendor.data.expenses.map((expense) => (
            <li key={expense.expenseId}>
              <Link to={`/books?expense=${encodeURIComponent(expense.expenseId)}`}>
                Cost recorded: {formatMoney(expense.amount, expense.currency)}
              </Link>
              , {scheduleELines[expense.category].label.toLowerCase()}, paid to {expense.payee} on{' '}
              {formatCalendarDate(expense.date)}
              {expense.receipt && `, receipt ${expense.receipt.fileName}`}
            </li>
          ))}
        </Costs>
      )}
      {resolved && vendor.data && !recording && (
        <Row>
          <Button onClick={() => setRecording(true)}>
            {vendor.data.expenses.length > 0 ? 'Record another cost' : 'Record the cost'}
          </Button>
        </Row>
      )}
      {(request.status === 'open' || request.status === 'in_progress') && (
        <p>Once the request is resolved, its cost is recorded here.</p>
      )}
      {resolved && vendor.data && recording && (
        <CostForm
          requestId={request.requestId}
          vendorName={vendor.data.vendor?.name ?? null}
          onRecorded={() => setRecording(false)}
        />
      )}
    </Section>
  );
}
