import type { Product as ProductWire } from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, type DatesAt } from '../../core/transforms';

export type { ProductWire };

export const productTransform = defineTransform({ dates: ['createdDate', 'lastUpdated'] });

/** A Stores v1 product as the SDK returns it (prices stay numbers, as on the wire). */
export type Product = DatesAt<ProductWire, (typeof productTransform.dates)[number]>;
export type ProductField = FieldPath<ProductWire>;
