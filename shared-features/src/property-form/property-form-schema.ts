import { createPropertyPayload, requiredText } from 'shared-api/contract';
import type { z } from 'zod';

/**
 * What the server accepts, plus the fields the form marks required that the server leaves optional,
 * so both refuse the same input with the same words.
 */
export const propertyForm = createPropertyPayload.extend({
  industry: createPropertyPayload.shape.industry.unwrap(),
  description: requiredText('Description', 2000),
  manager: requiredText('Manager'),
  contact: requiredText('Manager contact', 100),
});
export type PropertyFormInput = z.input<typeof propertyForm>;
export type PropertyFormOutput = z.output<typeof propertyForm>;
