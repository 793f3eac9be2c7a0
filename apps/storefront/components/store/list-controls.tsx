import Link from 'next/link';
import type { ChooserData } from '@/lib/store/load';
import {
  listHref,
  MAX_SEARCH_LENGTH,
  type ListQuery,
  type ProductPage,
} from '@/lib/store/list-query';
import styles from './store.module.css';

/**
 * The list's collection chooser (V3: categories): links, so a choice is a URL like a search or a
 * page, works without JavaScript and is reached with Tab; the current one is `aria-current`. A
 * choice keeps the search and starts on the first page.
 */
export function CollectionChooser({ chooser, query }: { chooser: ChooserData; query: ListQuery }) {
  if (chooser.collections.length === 0) return null;
  const current = (slug?: string) =>
    (slug ?? undefined) === (chooser.chosen?.slug ?? undefined) && !chooser.unknown
      ? ('page' as const)
      : undefined;
  return (
    <nav aria-label={chooser.label} className={styles.chooser} data-testid="store-collections">
      <ul>
        <li>
          <Link href={listHref({ search: query.search })} aria-current={current()}>
            All products
          </Link>
        </li>
        {chooser.collections.map((c) => (
          <li key={c.id}>
            <Link
              href={listHref({ collection: c.slug, search: query.search })}
              aria-current={current(c.slug)}
              data-testid="store-collection"
            >
              {c.name} <span className={styles.chooserCount}>({c.productCount})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The list's search: a plain GET form to /store, so it works before (or without) JavaScript and
 * its result is a link. A new search starts on the first page, in the chosen collection.
 */
export function ListSearch({ search, collection }: { search?: string; collection?: string }) {
  return (
    <form action="/store" method="get" role="search" className={styles.search}>
      {collection && <input type="hidden" name="collection" value={collection} />}
      <label htmlFor="store-search">Search products</label>
      <input
        id="store-search"
        type="search"
        name="q"
        defaultValue={search}
        maxLength={MAX_SEARCH_LENGTH}
        data-testid="store-search"
      />
      <button type="submit" className="button button-secondary">
        Search
      </button>
      {search && (
        <Link href={listHref({ collection })} data-testid="store-search-clear">
          {collection ? 'Clear the search' : 'Show all products'}
        </Link>
      )}
    </form>
  );
}

/** Previous and Next, as links: the page is in the URL. */
export function ListPager({ page, query }: { page: ProductPage; query: ListQuery }) {
  if (!page.prev && !page.next) return null;
  return (
    <nav aria-label="Pages of products" className={styles.pager}>
      {page.prev ? (
        <Link href={listHref({ ...query, page: page.prev })} rel="prev" data-testid="store-prev">
          ← Previous page
        </Link>
      ) : (
        <span />
      )}
      {page.next && (
        <Link href={listHref({ ...query, page: page.next })} rel="next" data-testid="store-next">
          Next page →
        </Link>
      )}
    </nav>
  );
}
