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

// Each stage's place on the bar, typed by the contract's stages (a record the compiler holds
// complete) rather than read from its schema module, which would bring the schema library along.
const placeOnBar: Record<TenantStage, number> = {
  background_check: 0,
  create_lease: 1,
  lease_sent: 2,
  lease_signed: 3,
  payment: 4,
  // An active lease has every stage done, a failed check none.
  lease_active: stageLabels.length,
  check_failed: 0,
};

/** The stage under way on the bar. */
export function stageIndex(stage: TenantStage) {
  return placeOnBar[stage];
}
