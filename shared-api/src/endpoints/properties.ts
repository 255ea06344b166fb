import type {
  CreatePropertyPayload,
  Property,
  PropertyAnswer,
  PropertyListAnswer,
  PropertyListQuery,
  UpdatePropertyPayload,
} from '../contract';
import { api } from '../api';

/** One page of the owner's properties. */
export const propertiesRead = (page: PropertyListQuery | void) => ({
  url: 'properties',
  params: page ?? undefined,
});

/** One property, read as the spec does: `GET properties/?propertyId=`, the list's first item. */
export const propertyRead = (propertyId: string) => ({
  url: 'properties/',
  params: { propertyId },
});

/** The signed-in owner's properties. */
export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page, newest first; pass the answer's `nextCursor` as `cursor` for the next. */
    getProperties: build.query<PropertyListAnswer, PropertyListQuery | void>({
      query: propertiesRead,
      providesTags: ['Property'],
    }),
    getProperty: build.query<Property, string>({
      query: propertyRead,
      transformResponse: (answer: PropertyListAnswer) => answer.data[0]!,
      providesTags: (_property, _error, propertyId) => [{ type: 'Property', id: propertyId }],
    }),
    createProperty: build.mutation<Property, CreatePropertyPayload>({
      query: (property) => ({ url: 'properties/create', method: 'POST', body: property }),
      transformResponse: (answer: PropertyAnswer) => answer.data,
      invalidatesTags: ['Property'],
    }),
    updateProperty: build.mutation<Property, UpdatePropertyPayload>({
      query: (changes) => ({ url: 'properties/update', method: 'PUT', body: changes }),
      transformResponse: (answer: PropertyAnswer) => answer.data,
      invalidatesTags: ['Property'],
    }),
  }),
});

export const {
  useGetPropertiesQuery,
  useGetPropertyQuery,
  useCreatePropertyMutation,
  useUpdatePropertyMutation,
} = propertiesApi;
