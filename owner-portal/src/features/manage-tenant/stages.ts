import type { TenantStage } from 'shared-api/contract';

/** The six-stage bar's words, in the order of the contract's stages. */
export const stageLabels = [
  'Background check',
  'Create lease',
  'Lease sent',
  'Lease signed',
  'Payment',
  'Lease active',
];

// The stage under way on the bar for each of the contract's stages, from the facts: a tenant is
// invited onto a lease that exists, so once the check has passed the lease is to be sent; once it
// is signed the move-in payment is under way, also after the owner marked it not received. Typed by
// the contract's stages (a record the compiler holds complete) rather than read from its schema
// module, which would bring the schema library along.
const placeOnBar: Record<TenantStage, number> = {
  background_check: 0,
  create_lease: 2,
  lease_sent: 3,
  lease_signed: 4,
  payment: 4,
  // An active lease has every stage done.
  lease_active: stageLabels.length,
  check_failed: 0,
};

/** The stage under way on the bar. */
export function stageIndex(stage: TenantStage) {
  return placeOnBar[stage];
}

/** The stage that failed and ended the way: the background check, when it failed. */
export function failedStageIndex(stage: TenantStage) {
  return stage === 'check_failed' ? 0 : undefined;
}
