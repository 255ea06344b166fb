import type { City, Country, State } from 'shared-api/contract';

type CountryStateCity = typeof import('country-state-city');

let catalogue: CountryStateCity | undefined;
let citiesByState: Map<string, City[]> | undefined;

/** Loaded on first use: its list of cities alone takes about 60 MB of memory. */
function load(): CountryStateCity {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous load, deferred
  catalogue ??= require('country-state-city') as CountryStateCity;
  return catalogue;
}

export function countries(): Country[] {
  return load()
    .Country.getAllCountries()
    .map((country) => ({ name: country.name, iso2: country.isoCode }));
}

export function isKnownCountry(iso2: string): boolean {
  return load().Country.getCountryByCode(iso2) !== undefined;
}

/** The country's own currency (ISO 4217), the default of a property there; USD when unknown. */
export function currencyOf(iso2: string): string {
  const currency = load().Country.getCountryByCode(iso2)?.currency ?? '';
  return /^[A-Z]{3}$/.test(currency) ? currency : 'USD';
}

/** Null for an unknown country. */
export function statesOf(iso2: string): State[] | null {
  if (!isKnownCountry(iso2)) return null;
  return load()
    .State.getStatesOfCountry(iso2)
    .map((state) => ({ name: state.name, isoCode: state.isoCode }));
}

/** Null for an unknown country or state. */
export function citiesOf(iso2: string, stateCode: string): City[] | null {
  if (!load().State.getStateByCodeAndCountry(stateCode, iso2)) return null;
  if (!citiesByState) {
    citiesByState = new Map();
    for (const city of load().City.getAllCities()) {
      const key = `${city.countryCode}/${city.stateCode}`;
      const cities = citiesByState.get(key) ?? [];
      cities.push({ name: city.name });
      citiesByState.set(key, cities);
    }
  }
  return citiesByState.get(`${iso2}/${stateCode}`) ?? [];
}
