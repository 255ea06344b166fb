import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { errorMessageFor } from 'shared-api';
import { inviteTenantPayload, type Lease, phoneNumber, type Tenant } from 'shared-api/contract';
import { formatMoney } from 'shared-api/contract/format-money';
import {
  Button,
  Modal,
  PhoneInput,
  Select,
  TextField,
  toast,
  toInternationalNumber,
  type PhoneNumberValue,
} from 'shared-ui';
import styled from 'styled-components';
import { z } from 'zod';
import { formatCalendarDate, formatMoment } from './dates';
import { InlineNotice } from './inline-notice';
import { tenantStageWords } from './tenant-stage-badge';
import {
  useCreateTenantMutation,
  useGetLeasesToInviteOntoQuery,
  useResendInvitationMutation,
} from './tenancy-api';
import { useGetTenantsInfiniteQuery } from './tenant-list-api';

const invitationForm = inviteTenantPayload.extend({
  phone: z.custom<PhoneNumberValue>().transform(toInternationalNumber).pipe(phoneNumber),
});
type InvitationInput = z.input<typeof invitationForm>;
type Invitation = z.output<typeof invitationForm>;

const Invited = styled.ul`
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A lease as a choice in a list: short enough for a phone's select; `leaseTermsHint` says the rest. */
export const leaseChoiceLabel = (lease: Lease) =>
  `Unit ${lease.currentUnit}, from ${formatCalendarDate(lease.startDate)}`;

export const leaseTermsHint = (lease: Lease | undefined) =>
  lease &&
  `${formatCalendarDate(lease.startDate)} to ${formatCalendarDate(lease.endDate)}, ${formatMoney(lease.monthlyRent, lease.currency)} a month`;

/** Where an invited tenant stands, in the owner's words. */
function invitedStatus(tenant: Tenant) {
  if (tenant.stage === 'check_failed') return 'Check failed';
  if (tenant.stage !== 'background_check') return tenantStageWords[tenant.stage].label;
  if (tenant.backgroundCheck.submittedAt) return 'Background check submitted';
  return `Invitation sent ${formatMoment(tenant.invitation.sentAt)}`;
}

const emptyInvitation = (leaseId: string): InvitationInput => ({
  leaseId,
  name: '',
  email: '',
  phone: { country: 'US', number: '' },
  address: '',
});

/** The tenants already invited onto the lease, each with the time of the last link and a fresh one. */
function InvitedTenants({ tenants }: { tenants: Tenant[] }) {
  const [resendInvitation, { isLoading, originalArgs }] = useResendInvitationMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  async function resend(tenant: Tenant) {
    const sent = await resendInvitation(tenant.tenantId);
    setNotice(
      sent.error
        ? { tone: 'danger', text: errorMessageFor('resendInvitation', sent.error) }
        : { tone: 'success', text: `A new invitation link was sent to ${tenant.email}` },
    );
  }

  if (tenants.length === 0) return null;
  return (
    <section aria-label="Already invited">
      {notice && <InlineNotice tone={notice.tone}>{notice.text}</InlineNotice>}
      <Invited>
        {tenants.map((tenant) => (
          <li key={tenant.tenantId}>
            <span>
              {tenant.name} ({tenant.email})<small>{invitedStatus(tenant)}</small>
            </span>
            {tenant.stage === 'background_check' && !tenant.backgroundCheck.submittedAt && (
              <Button
                variant="secondary"
                loading={isLoading && originalArgs === tenant.tenantId}
                onClick={() => resend(tenant)}
                aria-label={`Resend invitation to ${tenant.name}`}
              >
                Resend invitation
              </Button>
            )}
          </li>
        ))}
      </Invited>
    </section>
  );
}

function InvitationForm({
  propertyId,
  leases,
  onInvited,
}: {
  propertyId: string;
  leases: Lease[];
  onInvited: () => void;
}) {
  const [createTenant] = useCreateTenantMutation();
  // A property's tenants, not the whole portfolio's: one page of 200 holds them.
  const tenants = useGetTenantsInfiniteQuery({ propertyId, limit: 200 });
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<InvitationInput, unknown, Invitation>({
    resolver: zodResolver(invitationForm),
    defaultValues: emptyInvitation(leases[0]?.leaseId ?? ''),
  });
  const leaseId = useWatch({ control, name: 'leaseId' });

  if (leases.length === 0) {
    return (
      <p>
        This property has no pending lease to invite a tenant onto.{' '}
        <Link to={`/properties/manage-property/${propertyId}?tab=lease`}>Create a lease first</Link>
      </p>
    );
  }

  async function invite(invitation: Invitation) {
    const created = await createTenant(invitation);
    if (created.error) {
      setRefusal(errorMessageFor('createTenant', created.error));
      return;
    }
    toast.success('Tenant created successfully', {
      description: `${invitation.name} was e-mailed a link to the background check.`,
    });
    onInvited();
  }

  return (
    <form noValidate onSubmit={handleSubmit(invite)} aria-label="Invite tenant">
      {refusal && <InlineNotice tone="danger">{refusal}</InlineNotice>}
      <Select
        label="Lease"
        options={leases.map((lease) => ({ value: lease.leaseId, label: leaseChoiceLabel(lease) }))}
        hint={leaseTermsHint(leases.find((lease) => lease.leaseId === leaseId))}
        error={errors.leaseId?.message}
        {...register('leaseId')}
      />
      <InvitedTenants
        tenants={(tenants.data?.pages[0]?.tenants ?? []).filter(
          (tenant) => tenant.leaseId === leaseId,
        )}
      />
      <TextField
        label="Full name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        error={errors.email?.message}
        {...register('email')}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            label="Phone number"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.phone?.message}
          />
        )}
      />
      <TextField label="Address" error={errors.address?.message} {...register('address')} />
      <Button type="submit" loading={isSubmitting} style={{ width: '100%' }}>
        Send invitation
      </Button>
    </form>
  );
}

/** Sends the background check form to a prospective tenant of one of the property's pending leases. */
export function InviteTenantModal({
  propertyId,
  open,
  onOpenChange,
}: {
  propertyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const leases = useGetLeasesToInviteOntoQuery(propertyId, { skip: !open });
  const pending = (leases.data ?? []).filter((lease) => lease.status === 'pending');

  return (
    <Modal
      title="Invite Tenant"
      description="We e-mail them a personal link to the background check."
      open={open}
      onOpenChange={onOpenChange}
    >
      {leases.isLoading ? (
        <p>Loading the property's leases…</p>
      ) : leases.isError ? (
        <p role="alert">The property's leases could not be loaded. Close and try again.</p>
      ) : (
        open && (
          <InvitationForm
            propertyId={propertyId}
            leases={pending}
            onInvited={() => onOpenChange(false)}
          />
        )
      )}
    </Modal>
  );
}
