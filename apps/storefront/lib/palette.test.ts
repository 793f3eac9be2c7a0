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
