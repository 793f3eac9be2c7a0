import { badQueryValues, badValuesFor } from './catalogue';
import type { Operation } from './operations';
import type { Prng } from './prng';
import { toWire, type Base, type Request } from './request';
import { fieldsOf, withValueAt } from './schema';

/** The sampling rule is generator.ts's. */
export const MAX_FIELD_CASES = 40;
export const VALUES_PER_FIELD = 2;

/** One bad value at one place, built only when it is sent (1 MB strings add up). */
interface FieldCase {
  kind: string;
  valueKind: string;
  build: () => Request;
}

export function fieldCases(op: Operation, base: Base, rng: Prng) {
  const query = op.queryParams.flatMap((param) =>
    rng.sample(badQueryValues(param.schema, param.name), VALUES_PER_FIELD).map((bad) => ({
      kind: `query ${param.name}: ${bad.kind}`,
      valueKind: bad.kind,
      build: () => ({
        ...base.request,
        query: { ...base.request.query, [param.name]: String(bad.value) },
      }),
    })),
  );
  const body = (op.body ? fieldsOf(op.body) : []).flatMap((field) => {
    const name = String(field.path.at(-1));
    return rng.sample(badValuesFor(field.schema, name), VALUES_PER_FIELD).map((bad) => ({
      kind: `body ${field.path.join('.')}: ${bad.kind}`,
      valueKind: bad.kind,
      build: () => ({
        ...base.request,
        body: withValueAt(base.request.body, field.path, bad.value),
      }),
    }));
  });
  return sampleByKind([...query, ...body], rng).map((c) => ({
    kind: c.kind,
    ...toWire(op, c.build()),
  }));
}

/** One case of every kind of bad value first, then a seeded sample of the rest. */
function sampleByKind(pool: FieldCase[], rng: Prng): FieldCase[] {
  const byKind = new Map<string, FieldCase[]>();
  for (const c of pool) byKind.set(c.valueKind, [...(byKind.get(c.valueKind) ?? []), c]);
  const firsts = [...byKind.values()].map((cases) => rng.pick(cases));
  const rest = pool.filter((c) => !firsts.includes(c));
  return [...firsts, ...rng.sample(rest, Math.max(MAX_FIELD_CASES - firsts.length, 0))];
}
