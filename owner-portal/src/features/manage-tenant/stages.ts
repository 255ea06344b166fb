import { tenantStages, type TenantStage } from 'shared-api/contract';

/** The six-stage bar's words, in the order of the contract's stages. */
export const stageLabels = [
  'Background check',
  'Create lease',
  'Lease sent',
  'Lease signed',
  'Payment',
  'Lease active',
];

/** The stage under way on the bar; an active lease has every stage done, a failed check none. */
export function stageIndex(stage: TenantStage) {
  if (stage === 'lease_active') return tenantStages.length;
  if (stage === 'check_failed') return 0;
  return tenantStages.indexOf(stage);
}
