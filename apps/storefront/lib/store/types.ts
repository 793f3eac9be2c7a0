/** A picture of a product, of one of its choices, or of a cart line. */
export interface ImageView {
  url: string;
  alt: string;
}

/** One choice of an option; `value` is a swatch's colour. */
export interface ChoiceView {
  description: string;
  value: string;
  inStock: boolean;
  /** The choice's own picture (the white T-shirt), where the catalog links one. */
  image?: ImageView;
}

/** One option of a product as the store offers it: a select, or radios for colors. */
export interface ProductOptionView {
  name: string;
  kind: 'select' | 'swatch';
  choices: ChoiceView[];
}

/** One purchasable combination of choices with its own price (a Hoodie in L costs more). */
export interface VariantPriceView {
  /** Option name → choice description, one per option. */
  choices: ChosenOptions;
  /** `$59.00`; the discounted price when there is a discount. */
  price: string;
  fullPrice?: string;
  inStock: boolean;
}

export interface ProductView {
  id: string;
  /** Its page: /store/<slug>. */
  slug: string;
  name: string;
  image?: ImageView;
  /** `$25.00`; the discounted price when there is a discount; `$55.00 – $59.00` when it varies. */
  price: string;
  /** The price before the discount, when there is one. */
  fullPrice?: string;
  ribbon?: string;
  inStock: boolean;
  options: ProductOptionView[];
  /** The combinations whose price differs from another's; empty when every choice costs the same. */
  variants: VariantPriceView[];
}

/** One combination of choices and whether it can be bought. */
export interface CombinationStock {
  choices: ChosenOptions;
  inStock: boolean;
}

/** A product's own page: the card's data, its words, every picture and each combination's stock. */
export interface ProductDetailView extends ProductView {
  /** Plain text (the catalog's description is HTML). */
  description: string;
  media: ImageView[];
  /** Every visible combination (empty for a product without options). */
  stock: CombinationStock[];
}

export interface CartLineView {
  id: string;
  productId: string;
  name: string;
  /** `Size: M · Color: Black`. */
  details: string;
  image?: string;
  price: string;
  lineTotal: string;
  quantity: number;
  available: boolean;
  /** The automatic discounts (the site's discount rules) that lower this line, by name. */
  discounts: string[];
}

export interface CartTotalsView {
  subtotal: string;
  shipping: string;
  tax: string;
  discount: string;
  total: string;
}

export interface CartView {
  lines: CartLineView[];
  itemCount: number;
  couponCode?: string;
  /** Every discount in the Discount total, named: a rule by its name, a coupon by its code. */
  discounts: string[];
  totals: CartTotalsView;
  /** What the platform could not calculate (shipping, tax), in its own words. */
  notes: string[];
}

export interface ConfirmedOrder {
  id: string;
  number: string;
  total: string;
  paymentStatus: string;
}

/** The options a visitor picked for one product: option name → choice description. */
export type ChosenOptions = Record<string, string>;
