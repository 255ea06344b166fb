import { z } from 'zod';

export const searchQuery = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(2, 'Type at least 2 characters')
    .max(100, 'Search for at most 100 characters'),
});
export type SearchQuery = z.input<typeof searchQuery>;

export const searchResultKinds = ['property', 'tenant', 'lease', 'maintenance'] as const;
export type SearchResultKind = (typeof searchResultKinds)[number];

export const searchResult = z.object({
  kind: z.enum(searchResultKinds),
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The page the result opens. */
  link: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const searchAnswer = z.object({ data: z.array(searchResult) });
