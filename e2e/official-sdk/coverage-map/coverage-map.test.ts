// The surface map stays true: every method the committed map marks served is still served (the
// ratchet), and docs/sdk-coverage.md and served.json are what the generator makes now.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCoverageMap } from './map';
import { coverageOutputs, DOC_FILE, SERVED_FILE } from './outputs';
import { lostMethods, RATCHET_HINT, type ServedList } from './ratchet';
import { REGENERATE } from './render';

let now: { doc: string; served: string };
beforeAll(async () => {
  now = await coverageOutputs(await buildCoverageMap());
}, 180_000);

describe('the surface map', () => {
  it('still serves every method the committed map marks served', () => {
    const committed = JSON.parse(readFileSync(SERVED_FILE, 'utf8')) as ServedList;
    expect(lostMethods(committed, JSON.parse(now.served) as ServedList), RATCHET_HINT).toEqual([]);
  });

  it('is current: docs/sdk-coverage.md and served.json are what the generator makes', () => {
    const stale = `the map is stale (routes or pins changed): ${REGENERATE}`;
    expect(readFileSync(SERVED_FILE, 'utf8'), stale).toBe(now.served);
    expect(readFileSync(DOC_FILE, 'utf8'), stale).toBe(now.doc);
  });

  it('names what a lost method lost', () => {
    const committed = { '@wix/x m.a': ['sdk', 'reference'], '@wix/x m.b': ['sdk'] };
    const current = { '@wix/x m.a': ['sdk'], '@wix/x m.c': ['sdk'] };
    expect(lostMethods(committed, current)).toEqual(['@wix/x m.a (reference)', '@wix/x m.b (sdk)']);
  });
});
