import { tenantStages } from 'shared-api/contract';
import { failedStageIndex, stageIndex, stageLabels } from '../stages';

const under = (stage: Parameters<typeof stageIndex>[0]) => stageLabels[stageIndex(stage)];

test('puts under way the stage the facts of each contract stage leave to do', () => {
  expect(stageLabels).toHaveLength(tenantStages.length);
  expect(under('background_check')).toBe('Background check');
  // Invited onto a lease that exists: once the check passes, the lease is to be sent.
  expect(under('create_lease')).toBe('Lease sent');
  expect(under('lease_sent')).toBe('Lease signed');
  // Signed, also after a payment marked not received: the payment is under way.
  expect(under('lease_signed')).toBe('Payment');
  expect(under('payment')).toBe('Payment');
  expect(stageIndex('lease_active')).toBe(stageLabels.length);
});

test('marks the background check as the failed stage of a failed check only', () => {
  expect(failedStageIndex('check_failed')).toBe(0);
  for (const stage of tenantStages) expect(failedStageIndex(stage)).toBeUndefined();
});
