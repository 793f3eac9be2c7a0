import type { ImageView } from '@/lib/store/types';
import styles from './store.module.css';

/** A product's picture, or an empty square of the same size when it has none. */
export function ProductImage({ image, size }: { image: ImageView | undefined; size: number }) {
  if (!image) return <div className={styles.image} aria-hidden="true" />;
  // Placeholder images come from the platform; next/image would need its host configured.
  return (
    <img
      className={styles.image}
      src={image.url}
      alt={image.alt}
      width={size}
      height={size}
      data-testid="product-image"
    />
  );
}
