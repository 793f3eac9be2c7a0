import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineTransform, fromWire, toWire } from './transforms';

const transform = defineTransform({
  dates: ['createdDate', 'schedule.firstSessionStart', 'slugs.createdDate', 'tags'],
  geocodes: ['locations.*.address.geocode'],
});

describe('fromWire', () => {
  it('turns declared date paths into Dates, through arrays', () => {
    const wire = {
      createdDate: '2024-05-01T10:00:00.000Z',
      updatedDate: '2024-05-02T10:00:00.000Z',
      schedule: { firstSessionStart: '2024-06-01T08:30:00.000Z' },
      slugs: [
        { createdDate: '2024-01-01T00:00:00.000Z' },
        { createdDate: '2024-02-01T00:00:00.000Z' },
      ],
      tags: ['2024-03-01T00:00:00.000Z'],
    };
    const result = fromWire(transform, wire);

    expect(result.createdDate).toEqual(new Date('2024-05-01T10:00:00.000Z'));
    expect(result.schedule.firstSessionStart).toEqual(new Date('2024-06-01T08:30:00.000Z'));
    expect(result.slugs.map((s) => s.createdDate.toISOString())).toEqual([
      '2024-01-01T00:00:00.000Z',
      '2024-02-01T00:00:00.000Z',
    ]);
    expect(result.tags[0]).toBeInstanceOf(Date);
    // Undeclared paths stay strings: nothing is guessed from names.
    expect(result.updatedDate).toBe('2024-05-02T10:00:00.000Z');
    expectTypeOf(result.createdDate).toEqualTypeOf<Date>();
    expectTypeOf(result.updatedDate).toEqualTypeOf<string>();
  });

  it('leaves missing paths and non-string values alone', () => {
    const wire: { createdDate?: string | null; schedule?: { id: string } } = {
      createdDate: null,
      schedule: { id: 's' },
    };
    expect(fromWire(transform, wire)).toEqual({ createdDate: null, schedule: { id: 's' } });
  });

  it('turns geocodes into numbers under wildcard segments and arrays', () => {
    const wire = {
      locations: [
        { business: { address: { geocode: { latitude: '52.5', longitude: 13.4 } } } },
        { custom: { address: { geocode: { latitude: 'NaN', longitude: '-0.1' } } } },
      ],
    };
    const result = fromWire(transform, wire);
    expect(result.locations[0]?.business?.address.geocode).toEqual({
      latitude: 52.5,
      longitude: 13.4,
    });
    expect(result.locations[1]?.custom?.address.geocode.latitude).toBeNaN();
    expect(result.locations[1]?.custom?.address.geocode.longitude).toBe(-0.1);
  });
});

describe('toWire', () => {
  it('serialises Dates anywhere with toISOString and copies the rest', () => {
    const input = {
      query: { filter: { createdDate: { $gt: new Date('2024-01-01T00:00:00Z') } } },
      list: [new Date('2024-02-02T00:00:00Z'), 'x', 3],
      n: null,
    };
    const output = toWire(input);
    expect(output).toEqual({
      query: { filter: { createdDate: { $gt: '2024-01-01T00:00:00.000Z' } } },
      list: ['2024-02-02T00:00:00.000Z', 'x', 3],
      n: null,
    });
    expect(input.list[0]).toBeInstanceOf(Date);
  });
});
