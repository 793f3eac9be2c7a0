import Link from 'next/link';
import {
  listHref,
  MAX_SEARCH_LENGTH,
  type ListQuery,
  type ProductPage,
} from '@/lib/store/list-query';
import styles from './store.module.css';

/**
 * The list's search: a plain GET form to /store, so it works before (or without) JavaScript and
 * its result is a link. A new search starts on the first page.
 */
export function ListSearch({ search }: { search: string | undefined }) {
  return (
    <form action="/store" method="get" role="search" className={styles.search}>
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
        <Link href="/store" data-testid="store-search-clear">
          Show all products
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
