import type { PropertyListQuery } from 'shared-api/contract';
import { propertiesApi } from 'shared-api';

export const { useGetPropertiesQuery, useGetPropertyQuery, useUpdatePropertyMutation } =
  propertiesApi;

/** The properties a filter offers to choose from. */
export const propertyChoices: PropertyListQuery = { limit: 200 };
