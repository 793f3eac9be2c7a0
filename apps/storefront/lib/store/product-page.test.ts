import type { Product, ProductV3 } from '@headless/sdk/stores';
import { describe, expect, it } from 'vitest';
import { describeChoices, imageFor, inStockFor } from './choices';
import { listHref, listQueryOf, mayBeSlug, MAX_SEARCH_LENGTH, productHref } from './list-query';
import { plainTextOf } from './plain-text';
import { toProductDetailView } from './product-view';
import { toProductDetailViewV3 } from './product-view-v3';

const image = (key: string) => ({
  image: { url: `http://img/${key}.png`, altText: `Tee – ${key}` },
});

/** The seed's T-shirt on Catalog V1: a picture per colour, the Navy XL sold out. */
const teeV1 = {
  id: 'p-t',
  slug: 'classic-cotton-t-shirt',
  name: 'Classic Cotton T-Shirt',
  visible: true,
  description: '<p>Soft &amp; heavy cotton.</p><p>Relaxed&nbsp;fit.</p>',
  priceData: {
    price: 25,
    discountedPrice: 25,
    formatted: { price: '$25.00', discountedPrice: '$25.00' },
  },
  stock: { inStock: true },
  media: { mainMedia: image('main'), items: [image('main'), image('White')] },
  productOptions: [
    {
      optionType: 'drop_down',
      name: 'Size',
      choices: ['M', 'XL'].map((s) => ({ value: s, description: s, inStock: true, visible: true })),
    },
    {
      optionType: 'color',
      name: 'Color',
      choices: [
        {
          value: '#FFFFFF',
          description: 'White',
          inStock: true,
          visible: true,
          media: { mainMedia: image('White'), items: [] },
        },
        { value: '#1F2A44', description: 'Navy', inStock: true, visible: true },
      ],
    },
  ],
  variants: [
    ['M', 'White', true],
    ['M', 'Navy', true],
    ['XL', 'White', true],
    ['XL', 'Navy', false],
  ].map(([Size, Color, inStock]) => ({
    choices: { Size, Color },
    variant: {
      visible: true,
      priceData: {
        price: 25,
        discountedPrice: 25,
        formatted: { price: '$25.00', discountedPrice: '$25.00' },
      },
    },
    stock: { inStock },
  })),
} as unknown as Product;

describe('a product page on Catalog V1', () => {
  const view = toProductDetailView(teeV1);

  it('carries the slug, the description as text, every picture and each combination’s stock', () => {
    expect(view.slug).toBe('classic-cotton-t-shirt');
    expect(view.description).toBe('Soft & heavy cotton.\nRelaxed fit.');
    expect(view.media.map((m) => m.url)).toEqual(['http://img/main.png', 'http://img/White.png']);
    expect(view.stock).toHaveLength(4);
  });

  it('shows the chosen colour’s own picture, else the product’s', () => {
    expect(imageFor(view, { Size: 'M', Color: 'White' })).toEqual({
      url: 'http://img/White.png',
      alt: 'Tee – White',
    });
    expect(imageFor(view, { Size: 'M', Color: 'Navy' })?.url).toBe('http://img/main.png');
  });

  it('says a combination is out of stock though each of its choices is in stock', () => {
    expect(inStockFor(view, { Size: 'XL', Color: 'Navy' })).toBe(false);
    expect(inStockFor(view, { Size: 'XL', Color: 'White' })).toBe(true);
    expect(inStockFor({ ...view, inStock: false }, { Size: 'M', Color: 'White' })).toBe(false);
    expect(describeChoices({ Size: 'XL', Color: 'Navy' })).toBe('Size XL, Color Navy');
  });
});

const money = (amount: string) => ({ amount, formattedAmount: `$${amount}` });
const media = (key: string) => ({
  id: key,
  url: `http://img/${key}.png`,
  altText: null,
  mediaType: 'IMAGE',
});

const teeV3 = {
  id: 'p-t',
  slug: 'classic-cotton-t-shirt',
  name: 'Classic Cotton T-Shirt',
  visible: true,
  plainDescription: '<p>Soft cotton.</p>',
  media: { main: media('main'), itemsInfo: { items: [media('main'), media('White')] } },
  options: [
    {
      name: 'Color',
      optionRenderType: 'SWATCH_CHOICES',
      choicesSettings: {
        choices: [
          {
            name: 'White',
            colorCode: '#FFFFFF',
            inStock: true,
            visible: true,
            linkedMedia: [media('White')],
          },
          { name: 'Navy', colorCode: '#1F2A44', inStock: false, visible: true },
        ],
      },
    },
  ],
  actualPriceRange: { minValue: money('25.00'), maxValue: money('25.00') },
  compareAtPriceRange: { minValue: money('25.00'), maxValue: money('25.00') },
  inventory: { availabilityStatus: 'IN_STOCK' },
  variantsInfo: {
    variants: ['White', 'Navy'].map((color) => ({
      id: `v-${color}`,
      visible: true,
      choices: [{ optionChoiceNames: { optionName: 'Color', choiceName: color } }],
      price: { actualPrice: money('25.00') },
      inventoryStatus: { inStock: color === 'White' },
    })),
  },
} as unknown as ProductV3;

describe('a product page on Catalog V3', () => {
  const view = toProductDetailViewV3(teeV3);

  it('links each colour’s media and each variant’s stock, as V1 does', () => {
    expect(view.slug).toBe('classic-cotton-t-shirt');
    expect(view.description).toBe('Soft cotton.');
    expect(view.media).toHaveLength(2);
    expect(imageFor(view, { Color: 'White' })).toEqual({
      url: 'http://img/White.png',
      alt: 'Classic Cotton T-Shirt, White',
    });
    expect(view.options[0]?.choices[1]).toEqual({
      description: 'Navy',
      value: '#1F2A44',
      inStock: false,
    });
    expect(inStockFor(view, { Color: 'Navy' })).toBe(false);
    expect(inStockFor(view, { Color: 'White' })).toBe(true);
  });
});

describe('the list’s URL', () => {
  it('reads the search and the page, trimmed and bounded', () => {
    expect(listQueryOf({ q: '  mug ', page: '2' })).toEqual({ search: 'mug', page: '2' });
    expect(listQueryOf({ q: ['tee', 'mug'] })).toEqual({ search: 'tee' });
    expect(listQueryOf({ q: '   ', page: '' })).toEqual({});
    expect(listQueryOf({ q: 'x'.repeat(500) }).search).toHaveLength(MAX_SEARCH_LENGTH);
    expect(listQueryOf({ page: 'c'.repeat(5000) })).toEqual({});
  });

  it('writes a linkable URL: the search kept beside the page, nothing when there is neither', () => {
    expect(listHref({})).toBe('/store');
    expect(listHref({ search: 'coffee mug', page: 'abc' })).toBe('/store?q=coffee+mug&page=abc');
    expect(listHref({ collection: 'home', search: 'mug' })).toBe('/store?collection=home&q=mug');
    expect(listQueryOf({ collection: ' apparel ', page: '2' })).toEqual({
      collection: 'apparel',
      page: '2',
    });
    expect(listQueryOf({ collection: 'x'.repeat(101) })).toEqual({});
    expect(productHref('a b')).toBe('/store/a%20b');
  });

  it('asks the catalog only about a segment that can be a slug', () => {
    expect(mayBeSlug('fleece-hoodie')).toBe(true);
    expect(mayBeSlug('x'.repeat(100))).toBe(true);
    expect(mayBeSlug('x'.repeat(101))).toBe(false);
    expect(mayBeSlug('')).toBe(false);
  });
});

describe('plainTextOf', () => {
  it('drops markup, decodes entities and keeps paragraphs apart', () => {
    expect(plainTextOf('<p>A &lt;b&gt; &#233;&#x20AC;</p><em>x</em><br>B')).toBe('A <b> é€\nx\nB');
    expect(plainTextOf('')).toBe('');
  });
});
