import { describe, expect, it } from 'vitest';
import { html, page } from './html';
import { headingsOf, listItemsOf, siteContainerOf, textOf } from './landmarks-test-kit';

describe('page', () => {
  it('renders the way back and the content inside #SITE_CONTAINER, as the real pages do', () => {
    const body = page('A page', html`<h1>Hello</h1>`, '', 'http://localhost:3000/');
    const inside = siteContainerOf(body) ?? '';
    expect(inside).toMatch(/^\s*<nav class="back-to-site"[\s\S]*<main><h1>Hello<\/h1><\/main>\s*$/);
    expect(body.match(/id="SITE_CONTAINER"/g)).toHaveLength(1);
  });

  it('names an inline icon: without one the browser asks for /favicon.ico, a 404', () => {
    const body = page('A page', html`<h1>Hello</h1>`);
    const icon = /<link rel="icon" type="image\/svg\+xml" href="(data:[^"]+)"/.exec(body)?.[1];
    expect(decodeURIComponent(icon ?? '')).toMatch(/^data:image\/svg\+xml,<svg [^>]*>.*<\/svg>$/);
  });
});

describe('the landmarks test kit', () => {
  it('finds the container past nested divs, and nothing on a page without one', () => {
    const body = '<div id="SITE_CONTAINER"><div><div>a</div></div><p>b</p></div><div>c</div>';
    expect(siteContainerOf(body)).toBe('<div><div>a</div></div><p>b</p>');
    expect(siteContainerOf('<main>x</main>')).toBeUndefined();
  });

  it('reads headings and list items as text', () => {
    const markup = `<h2 id="x">Order <em>summary</em></h2>
      <ul aria-label="Items"><li><span>Mug</span> <span>$1.00</span><span>A &amp; B</span></li></ul>`;
    expect(headingsOf(markup)).toEqual(['h2 Order summary']);
    expect(listItemsOf(markup, 'Items')).toEqual(['Mug $1.00 A & B']);
    expect(textOf('<p>a</p>\n<p>b</p>')).toBe('a b');
  });
});
