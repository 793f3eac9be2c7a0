// The app's three pages as plain HTML: no framework, so what the SDK does stays in view.
import type { CartLine, ProductCard } from './shop.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Own app</title></head>
<body><header><a href="/">Products</a> · <a href="/cart">Cart</a></header>
<main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

export function productsPage(products: ProductCard[]): string {
  const items = products
    .map(
      (product) => `<li><span>${escape(product.name)}</span> <span>${escape(product.price)}</span>
<form method="post" action="/cart"><input type="hidden" name="productId" value="${escape(product.id)}">
<button type="submit" aria-label="Add ${escape(product.name)} to cart">Add to cart</button></form></li>`,
    )
    .join('\n');
  return layout('Products', `<ul>${items}</ul>`);
}

export function cartPage(lines: CartLine[]): string {
  if (lines.length === 0) return layout('Cart', '<p>Your cart is empty.</p>');
  const items = lines.map((line) => `<li>${line.quantity} × ${escape(line.name)}</li>`).join('\n');
  return layout(
    'Cart',
    `<ul>${items}</ul><form method="post" action="/checkout"><button type="submit">Checkout</button></form>`,
  );
}

export function thankYouPage(): string {
  return layout('Thank you', '<p>You are back from the hosted checkout.</p>');
}

export function errorPage(message: string): string {
  return layout(
    'Not done',
    `<p role="alert">${escape(message)}</p><p><a href="/">Back to the products</a></p>`,
  );
}
