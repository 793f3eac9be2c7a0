import { describe, expect, it } from 'vitest';
import { RequestValidationError } from '../../../kernel/errors';
import { applyPatch, deepMerge } from './merge';

const current = {
  title: 'Old',
  location: { type: 'VENUE', name: 'Hall', address: { city: 'Boston' } },
  categories: [{ id: 'a' }],
};
const allowed = ['title', 'location', 'categories'];

describe('applyPatch', () => {
  it('merges nested objects, replaces arrays, and clears with null', () => {
    expect(
      deepMerge(current, { location: { name: null, address: { country: 'US' } }, categories: [] }),
    ).toEqual({
      title: 'Old',
      location: { type: 'VENUE', address: { city: 'Boston', country: 'US' } },
      categories: [],
    });
  });

  it('applies only masked paths, clearing a named path the patch leaves out', () => {
    const patch = { title: 'New', location: { name: 'Pier' } };
    expect(applyPatch(current, patch, 'location.name', allowed)).toEqual({
      ...current,
      location: { ...current.location, name: 'Pier' },
    });
    expect(applyPatch(current, patch, ['title', 'location.address'], allowed)).toEqual({
      ...current,
      title: 'New',
      location: { type: 'VENUE', name: 'Hall' },
    });
    expect(current.location.address).toEqual({ city: 'Boston' });
  });

  it('refuses a mask naming fields that cannot be set', () => {
    expect(() => applyPatch(current, {}, 'id,title', allowed)).toThrow(RequestValidationError);
  });
});
