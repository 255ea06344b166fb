import type {
  CreatePropertyPayload,
  Property,
  PropertyAnswer,
  PropertyListAnswer,
  PropertyListQuery,
} from '../contract';
import { api } from '../api';

/** The signed-in owner's properties. */
export const propertiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page, newest first; pass the answer's `nextCursor` as `cursor` for the next. */
    getProperties: build.query<PropertyListAnswer, PropertyListQuery | void>({
      query: (page) => ({ url: 'properties', params: page ?? undefined }),
      providesTags: ['Property'],
    }),
    createProperty: build.mutation<Property, CreatePropertyPayload>({
      query: (property) => ({ url: 'properties/create', method: 'POST', body: property }),
      transformResponse: (answer: PropertyAnswer) => answer.data,
      invalidatesTags: ['Property'],
    }),
  }),
});

export const { useGetPropertiesQuery, useCreatePropertyMutation } = propertiesApi;
