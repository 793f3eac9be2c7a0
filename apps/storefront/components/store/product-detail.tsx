'use client';

import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { defaultChoices, imageFor, inStockFor } from '@/lib/store/choices';
import { priceFor } from '@/lib/store/product-price';
import type { ChosenOptions, ProductDetailView } from '@/lib/store/types';
import { ErrorMessage } from '../error-message/error-message';
import { BuyBox } from './buy-box';
import { ProductImage } from './product-image';
import { useProductCart } from './product-cart';
import { addProduct } from './store-cart';
import styles from './store.module.css';

/** `npm run bench` times the paint of the product's price (the Element Timing API). */
const PRODUCT_PAINT_TIMING = { elementtiming: 'product' };

interface ProductDetailProps {
  product: ProductDetailView;
  /** The visitor's cart beside the product: streamed, so the product's HTML never waits for it. */
  cartPanel: ReactNode;
}

/**
 * A product's page: its pictures (the chosen colour's first), price and stock of the chosen
 * options, its description and the buy box; the visitor's cart beside it, as on the list. The
 * cart's state is the page's (components/store/product-cart.tsx), not this component's: the
 * product renders at once, the cart panel when the visitor's cart has been read.
 */
export function ProductDetail({ product, cartPanel }: ProductDetailProps) {
  const { cart, error, announcement, run } = useProductCart();
  const [chosen, setChosen] = useState<ChosenOptions>(() => defaultChoices(product.options));
  const [shown, setShown] = useState<string>();
  const { price, fullPrice } = priceFor(product, chosen);
  const chosenImage = imageFor(product, chosen);
  const image = product.media.find((m) => m.url === shown) ?? chosenImage;
  const choose = (name: string, value: string) => {
    setShown(undefined);
    setChosen((c) => ({ ...c, [name]: value }));
  };
  return (
    <>
      {error && error.place === 'store' && (
        <ErrorMessage testId="store-error" message={error.message} />
      )}
      <p className="visually-hidden" role="status" data-testid="cart-announcement">
        {announcement}
      </p>
      <p>
        <Link href="/store" data-testid="back-to-store">
          ← All products
        </Link>
      </p>
      <div className={styles.layout}>
        <article className={styles.detail} data-testid="product-detail" aria-label={product.name}>
          <div className={styles.gallery}>
            <ProductImage image={image} size={480} />
            {product.media.length > 1 && (
              <ul className={styles.thumbnails} aria-label="More pictures">
                {product.media.map((m) => (
                  <li key={m.url}>
                    <button
                      type="button"
                      className={styles.thumbnail}
                      aria-pressed={m.url === image?.url}
                      onClick={() => setShown(m.url)}
                    >
                      <img src={m.url} alt={m.alt} width={64} height={64} />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className={styles.buy}>
            {product.ribbon && <p className={styles.ribbonInline}>{product.ribbon}</p>}
            <p className={styles.price} data-testid="store-product-price" {...PRODUCT_PAINT_TIMING}>
              {fullPrice && <s className="muted">{fullPrice}</s>} {price}
            </p>
            <p data-testid="product-stock">
              {inStockFor(product, chosen) ? 'In stock' : 'Out of stock'}
            </p>
            <BuyBox
              product={product}
              chosen={chosen}
              onChoose={choose}
              itemCount={cart?.itemCount ?? 0}
              {...(error?.place === `product:${product.id}` && { error: error.message })}
              onAdd={addProduct(run, product.id, product.name)}
            />
            {product.description && (
              <div className={styles.description} data-testid="product-description">
                {product.description.split('\n').map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            )}
          </div>
        </article>
        {cartPanel}
      </div>
    </>
  );
}
