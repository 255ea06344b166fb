import type { City, Country, State } from '../contract';
import { api } from '../api';

interface CitiesOfState {
  /** The country's ISO 3166-1 alpha-2 code, e.g. "US". */
  country: string;
  /** The state's code within its country, e.g. "CA" for California. */
  state: string;
}

/** Countries, states and cities for the address fields of the forms. */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      query: () => 'locations/countries',
      transformResponse: (answer: { data: Country[] }) => answer.data,
    }),
    getStates: build.query<State[], string>({
      query: (country) => `locations/countries/${encodeURIComponent(country)}/states`,
      transformResponse: (answer: { data: State[] }) => answer.data,
    }),
    getCities: build.query<City[], CitiesOfState>({
      query: ({ country, state }) =>
        `locations/countries/${encodeURIComponent(country)}/states/${encodeURIComponent(state)}/cities`,
      transformResponse: (answer: { data: City[] }) => answer.data,
    }),
  }),
});

export const { useGetCountriesQuery, useGetStatesQuery, useGetCitiesQuery } = locationsApi;
