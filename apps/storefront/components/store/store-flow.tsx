'use client';

import Link from 'next/link';
import { listHref, type ListQuery, type ProductPage } from '@/lib/store/list-query';
import type { ChooserData } from '@/lib/store/load';
import type { CartView } from '@/lib/store/types';
import { EmptyNotice } from '../page-shell/page-shell';
import { ErrorMessage } from '../error-message/error-message';
import { CollectionChooser, ListPager, ListSearch } from './list-controls';
import { ProductCard } from './product-card';
import { addProduct, StoreCart } from './store-cart';
import styles from './store.module.css';
import { useCart } from './use-cart';

interface StoreFlowProps {
  page: ProductPage;
  chooser: ChooserData;
  query: ListQuery;
  cart: CartView | null;
}

/** Products on one side, the visitor's cart on the other; every change goes through the platform. */
export function StoreFlow({ page, chooser, query, cart: initialCart }: StoreFlowProps) {
  const { cart, error, announcement, run } = useCart(initialCart);
  return (
    <>
      {error && error.place === 'store' && (
        <ErrorMessage testId="store-error" message={error.message} />
      )}
      {/* Cart changes, in words, for screen readers: the cart may be far from the button. */}
      <p className="visually-hidden" role="status" data-testid="cart-announcement">
        {announcement}
      </p>
      <div className={styles.layout}>
        <section aria-labelledby="products-heading" className={styles.list}>
          <h2 id="products-heading" className="visually-hidden">
            Products
          </h2>
          <CollectionChooser chooser={chooser} query={query} />
          <ListSearch search={query.search} collection={chooser.chosen?.slug} />
          {page.products.length === 0 ? (
            <EmptyList chooser={chooser} search={query.search} />
          ) : (
            <ul className={styles.products} data-testid="store-products">
              {page.products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  itemCount={cart?.itemCount ?? 0}
                  {...(error?.place === `product:${product.id}` && { error: error.message })}
                  onAdd={addProduct(run, product.id, product.name)}
                />
              ))}
            </ul>
          )}
          <ListPager page={page} query={query} />
        </section>
        <StoreCart cart={cart} error={error} run={run} />
      </div>
    </>
  );
}

/** Why the list is empty, in words, and the way back to every product. */
function EmptyList({ chooser, search }: { chooser: ChooserData; search?: string }) {
  const { chosen, unknown } = chooser;
  const where = chosen ? ` in ${chosen.name}` : '';
  const message = unknown
    ? `This store has no collection “${unknown}”.`
    : search
      ? `No product${where} matches “${search}”.`
      : chosen
        ? `No products in ${chosen.name}.`
        : 'No products on this page.';
  return (
    <EmptyNotice testId="store-no-match">
      {message}{' '}
      {(chosen || unknown) && (
        <Link href={listHref({})} data-testid="store-show-all">
          Show all products
        </Link>
      )}
    </EmptyNotice>
  );
}
