import type { TenantStage } from 'shared-api/contract';
import { Badge, type BadgeTone } from 'shared-ui';

/** Each stage in the owner's words, tinted by whether it waits on the tenant, the owner or nobody. */
export const tenantStageWords: Record<TenantStage, { label: string; tone: BadgeTone }> = {
  background_check: { label: 'Background check', tone: 'info' },
  // The lease exists from the invitation on: once the check passes, it is the owner's to send.
  create_lease: { label: 'Send lease', tone: 'warning' },
  lease_sent: { label: 'Lease sent', tone: 'info' },
  lease_signed: { label: 'Lease signed', tone: 'info' },
  payment: { label: 'Payment', tone: 'warning' },
  lease_active: { label: 'Lease active', tone: 'success' },
  check_failed: { label: 'Check failed', tone: 'danger' },
};

export function TenantStageBadge({ stage }: { stage: TenantStage }) {
  const { label, tone } = tenantStageWords[stage];
  return <Badge tone={tone}>{label}</Badge>;
}
