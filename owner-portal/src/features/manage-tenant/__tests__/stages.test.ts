import { tenantStages } from 'shared-api/contract';
import { stageIndex, stageLabels } from '../stages';

test("places each of the contract's stages on the bar in the contract's order", () => {
  expect(stageLabels).toHaveLength(tenantStages.length);
  tenantStages.forEach((stage, place) => {
    expect(stageIndex(stage)).toBe(stage === 'lease_active' ? tenantStages.length : place);
  });
  expect(stageIndex('check_failed')).toBe(0);
});
