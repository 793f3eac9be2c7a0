import { createHash } from 'node:crypto';
import { badBodies, badPathValues } from './catalogue';
import { fieldCases } from './field-cases';
import { operationName, type Operation } from './operations';
import type { Principals } from './principals';
import { prng, type Prng } from './prng';
import { baseRequest, toWire, type Base } from './request';

export interface Case {
  operation: string;
  /** The bad input's class, e.g. `body service.name: nul`. */
  kind: string;
  principal: keyof Principals;
  method: string;
  url: string;
  /** A credential that must be refused with 401 (a well-formed call of a non-public operation). */
  mustRefuse?: boolean;
  /** Raw JSON, so bodies no serializer would write (10,000 levels deep) go out as they are. */
  payload?: string;
}

/** Change it only on purpose: every run sends the requests this seed makes. */
export const SEED = 0x5eed14;

/**
 * Sampling rule: every operation is sent once, well formed, by each principal; each path parameter
 * gets every non-id value and each body every bad whole body; each body field and query parameter
 * draws VALUES_PER_FIELD distinct values from its catalogue; of those, one of every kind of bad
 * value (NUL, 1 MB string, unknown enum…) is sent, then a seeded sample up to MAX_FIELD_CASES in
 * all. Bad inputs alternate between the owner and a visitor, the callers that get past
 * authentication to validation. The PRNG is seeded per operation, so adding a route changes no
 * other route's requests.
 */
const INPUT_PRINCIPALS: (keyof Principals)[] = ['owner', 'visitor'];
const ALL_PRINCIPALS: (keyof Principals)[] = [
  'visitor',
  'owner',
  'missing',
  'forged',
  'expired',
  'otherSiteVisitor',
  'otherSiteOwner',
  'ownerKeyForOtherSite',
];

/** Credentials that prove nothing: the operation must answer 401 unless it is public. */
const BAD_CREDENTIALS = new Set<keyof Principals>([
  'missing',
  'forged',
  'expired',
  'ownerKeyForOtherSite',
]);

const seedOf = (op: Operation) =>
  createHash('sha256')
    .update(`${SEED}:${operationName(op)}`)
    .digest()
    .readUInt32BE(0);

export function casesOf(op: Operation): Case[] {
  const rng = prng(seedOf(op));
  const base = baseRequest(op, rng);
  const named = { operation: operationName(op), method: op.method };
  const wellFormed = ALL_PRINCIPALS.map((principal) => ({
    ...named,
    url: base.url,
    payload: base.payload,
    kind: 'well formed',
    principal,
    mustRefuse: !op.public && BAD_CREDENTIALS.has(principal),
  }));
  const inputs = [
    ...pathCases(op, base, rng),
    ...bodyCases(op, base),
    ...fieldCases(op, base, rng),
  ];
  const bad = inputs.map((c, i) => ({
    ...named,
    ...c,
    principal: INPUT_PRINCIPALS[i % INPUT_PRINCIPALS.length]!,
  }));
  return [...wellFormed, ...bad];
}

function pathCases(op: Operation, base: Base, rng: Prng) {
  return op.pathParams.flatMap((param) =>
    badPathValues(rng).map((bad) => ({
      kind: `path ${param.name}: ${bad.kind}`,
      ...toWire(op, {
        ...base.request,
        pathValues: { ...base.request.pathValues, [param.name]: String(bad.value) },
      }),
    })),
  );
}

function bodyCases(op: Operation, base: Base) {
  if (!op.body) return [];
  return badBodies().map((bad) => ({
    kind: `body: ${bad.kind}`,
    url: base.url,
    payload: bad.payload,
  }));
}
