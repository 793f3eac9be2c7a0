import type { Product as ProductWire } from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { ProductWire };

export const productTransform = defineTransform({ dates: ['createdDate', 'lastUpdated'] });

/** A Stores v1 product as the SDK returns it (prices stay numbers, as on the wire). */
export type Product = Transformed<ProductWire, typeof productTransform>;
export type ProductField = FieldPath<ProductWire>;
