import { createHash } from 'node:crypto';
import { badBodies, badPathValues, badQueryValues, badValuesFor } from './catalogue';
import { operationName, pathWith, type Operation } from './operations';
import type { Principals } from './principals';
import { prng, type Prng } from './prng';
import { fieldsOf, sampleOf, withValueAt } from './schema';

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
 * draws VALUES_PER_FIELD distinct values from its catalogue, and at most MAX_FIELD_CASES of those
 * (a seeded sample) are sent. Bad inputs alternate between the owner and a visitor, the callers that get past
 * authentication to validation. The PRNG is seeded per operation, so adding a route changes no
 * other route's requests.
 */
export const MAX_FIELD_CASES = 40;
export const VALUES_PER_FIELD = 2;
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
    ...base,
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

interface Request {
  pathValues: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

function baseRequest(op: Operation, rng: Prng) {
  const request: Request = {
    pathValues: Object.fromEntries(op.pathParams.map((p) => [p.name, rng.uuid()])),
    query: Object.fromEntries(
      op.queryParams
        .filter((p) => p.required)
        .map((p) => [p.name, encodeURIComponent(String(sampleOf(p.schema, rng, p.name)))]),
    ),
    body: op.body ? sampleOf(op.body, rng) : undefined,
  };
  return { request, ...toWire(op, request) };
}

type Base = ReturnType<typeof baseRequest>;

function toWire(op: Operation, { pathValues, query, body }: Request) {
  const search = Object.entries(query)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const url = pathWith(op, pathValues) + (search ? `?${search}` : '');
  return { url, payload: body === undefined ? undefined : JSON.stringify(body) };
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

function fieldCases(op: Operation, base: Base, rng: Prng) {
  const query = op.queryParams.flatMap((param) =>
    rng.sample(badQueryValues(param.schema, param.name), VALUES_PER_FIELD).map((bad) => ({
      kind: `query ${param.name}: ${bad.kind}`,
      ...toWire(op, {
        ...base.request,
        query: { ...base.request.query, [param.name]: String(bad.value) },
      }),
    })),
  );
  const body = (op.body ? fieldsOf(op.body) : []).flatMap((field) => {
    const name = String(field.path.at(-1));
    return rng.sample(badValuesFor(field.schema, name), VALUES_PER_FIELD).map((bad) => ({
      kind: `body ${field.path.join('.')}: ${bad.kind}`,
      ...toWire(op, {
        ...base.request,
        body: withValueAt(base.request.body, field.path, bad.value),
      }),
    }));
  });
  return rng.sample([...query, ...body], MAX_FIELD_CASES);
}
