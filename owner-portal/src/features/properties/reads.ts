import type { PropertyListQuery } from 'shared-api/contract';

/** The properties a filter offers to choose from. */
export const propertyChoices: PropertyListQuery = { limit: 200 };
