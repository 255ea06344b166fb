import { z } from 'zod';

export const countriesAnswer = z.object({
  data: z.array(z.object({ name: z.string(), iso2: z.string() })),
});
export type Country = z.infer<typeof countriesAnswer>['data'][number];

export const statesAnswer = z.object({
  data: z.array(z.object({ name: z.string(), isoCode: z.string() })),
});
export type State = z.infer<typeof statesAnswer>['data'][number];

export const citiesAnswer = z.object({ data: z.array(z.object({ name: z.string() })) });
export type City = z.infer<typeof citiesAnswer>['data'][number];
