/** A page's search parameters, awaited: a key given twice arrives as a list. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** What a page receives: Next.js hands the search parameters over as a promise. */
export type PageSearchParams = Promise<SearchParams>;

/** The first value of a key that may be given more than once. */
export const firstParam = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;

/** The props of a page that reads its search parameters. */
export interface WithSearchParams {
  searchParams: PageSearchParams;
}
