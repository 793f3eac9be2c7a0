import type { EngineLine } from './discounts';

/** A cart line for the engine's functions: half a kilo, shippable, unless `extra` says otherwise. */
export const line = (
  id: string,
  unitMinor: number,
  quantity: number,
  extra: Partial<EngineLine> = {},
) => ({
  id,
  unitMinor,
  quantity,
  weight: 0.5,
  shippable: true,
  ...extra,
});
