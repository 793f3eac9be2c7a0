import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';

/**
 * Every string and array a request may carry has a documented bound (protocol.md's where it gives
 * one): read from /openapi.json, which is generated from the routes' own schemas.
 */
type Schema = Record<string, unknown>;
interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}
interface Doc {
  components: { schemas: Record<string, Schema> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
});
afterAll(() => t.close());

/** A string is bounded by a maximum length, by being one of a closed set, or by being a GUID. */
const boundedString = (s: Schema) =>
  typeof s.maxLength === 'number' || Array.isArray(s.enum) || 'const' in s || s.format === 'uuid';

/** Paths inside one schema where a string or an array has no maximum. */
function unbounded(schema: Schema, at: string, seen = new Set<Schema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (typeof schema.$ref === 'string') {
    const target = doc.components.schemas[schema.$ref.split('/').pop()!];
    return target ? unbounded(target, at, seen) : [];
  }
  const found: string[] = [];
  const types = [schema.type].flat();
  if (types.includes('string') && !boundedString(schema)) found.push(`${at} (string)`);
  if (types.includes('array') && typeof schema.maxItems !== 'number') found.push(`${at} (array)`);
  const children: [string, unknown][] = [
    ...Object.entries((schema.properties as Record<string, unknown>) ?? {}),
    ['[]', schema.items],
    ['{}', schema.additionalProperties],
    ...['anyOf', 'oneOf', 'allOf'].flatMap((k) =>
      ((schema[k] as unknown[]) ?? []).map((s, i): [string, unknown] => [`${k}${i}`, s]),
    ),
  ];
  for (const [key, child] of children) {
    if (child && typeof child === 'object')
      found.push(...unbounded(child as Schema, `${at}.${key}`, seen));
  }
  return found;
}

describe('request schemas', () => {
  it('bound every string and every array', () => {
    const found: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? [])
          found.push(...unbounded(p.schema, `${where} ${p.in}:${p.name}`));
        for (const c of Object.values(op.requestBody?.content ?? {}))
          found.push(...unbounded(c.schema, `${where} body`));
      }
    }
    expect(found).toEqual([]);
  });
});
