'use client';

import Link from 'next/link';
import { useState } from 'react';
import { defaultChoices, imageFor } from '@/lib/store/choices';
import { productHref } from '@/lib/store/list-query';
import { priceFor } from '@/lib/store/product-price';
import type { ChosenOptions, ProductView } from '@/lib/store/types';
import { BuyBox, type BuyBoxProps } from './buy-box';
import { ProductImage } from './product-image';
import styles from './store.module.css';

type ProductCardProps = Omit<BuyBoxProps, 'chosen' | 'onChoose'> & { product: ProductView };

/** One product of the list: its picture, name (a link to its page), price, and the buy box. */
export function ProductCard({ product, ...buy }: ProductCardProps) {
  const [chosen, setChosen] = useState<ChosenOptions>(() => defaultChoices(product.options));
  // The chosen combination's own price (size L costs more), else the range across them.
  const { price, fullPrice } = priceFor(product, chosen);
  return (
    <li className={styles.product} data-testid="store-product" data-product-id={product.id}>
      <ProductImage image={imageFor(product, chosen)} size={240} />
      {product.ribbon && <span className={styles.ribbon}>{product.ribbon}</span>}
      <h3 className={styles.productName}>
        <Link href={productHref(product.slug)} data-testid="product-link">
          {product.name}
        </Link>
      </h3>
      <p className={styles.price} data-testid="store-product-price">
        {fullPrice && <s className="muted">{fullPrice}</s>} {price}
      </p>
      <BuyBox
        product={product}
        chosen={chosen}
        onChoose={(name, value) => setChosen((c) => ({ ...c, [name]: value }))}
        {...buy}
      />
    </li>
  );
}
