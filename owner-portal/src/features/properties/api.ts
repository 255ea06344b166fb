import { propertiesApi } from 'shared-api';

export const { useGetPropertiesQuery, useGetPropertyQuery, useUpdatePropertyMutation } =
  propertiesApi;
