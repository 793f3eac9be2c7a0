// The shell's colours are the contract's palette, the one the platform's hosted pages, front door
// and inspector declare too: a blue changed in one place and not the other fails here.
import { readFileSync } from 'node:fs';
import { PALETTE } from '@headless/contract/palette';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('../app/globals.css', import.meta.url), 'utf8');
const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
const declared = Object.fromEntries(
  [...root.matchAll(/--([a-z-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map(([, name, value]) => [
    name,
    value!.toLowerCase(),
  ]),
);

describe("the shell's palette", () => {
  it('declares every colour of the contract, with its value, and no other', () => {
    expect(declared).toEqual(PALETTE);
  });
});

describe("the product page's colours", () => {
  const store = readFileSync(
    new URL('../components/store/store.module.css', import.meta.url),
    'utf8',
  );

  it("draws the swatch ring in the palette's named colour, not a literal", () => {
    const swatch = /\.swatchColor\s*{([^}]*)}/.exec(store)?.[1] ?? '';
    expect(swatch).toMatch(/border:[^;]*var\(--swatch-ring\)/);
    expect(store).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  });
});
