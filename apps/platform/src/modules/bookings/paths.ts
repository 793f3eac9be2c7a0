/** The documented path first, then its aliases (http/aliases.ts). */
export type Paths = readonly [string, ...string[]];

/** A services path: the documented form, then the SDK's `/_api` form (docs/protocol.md §2.1). */
export const servicePaths = (suffix = ''): Paths => [
  `/bookings/v2/services${suffix}`,
  `/_api/bookings/v2/services${suffix}`,
];

/**
 * A bulk path, the other sources of the same host table, and the bare proto path the SDK sends on
 * edge, whose table has no bulk entry (docs/protocol.md §1.2, §2.1).
 */
export const bulkPaths = (suffix: string): Paths => [
  `/bookings/v2/bulk/services${suffix}`,
  `/bookings/services/v2/bulk/services${suffix}`,
  `/_api/bookings/v2/bulk/services${suffix}`,
  `/v2/bulk/services${suffix}`,
];

/** A booking policies v1 path, then the SDK's `/_api` form (docs/protocol.md §2.1). */
export const policyPaths = (suffix = ''): Paths => [
  `/bookings/v1/booking-policies${suffix}`,
  `/_api/bookings/v1/booking-policies${suffix}`,
];

/**
 * A staff members v1 path, the SDK's form on edge (`/_api/staff-members/…`), then this platform's
 * older `/_api/bookings/…` form (docs/protocol.md §2.1).
 */
export const staffPaths = (suffix = ''): Paths => [
  `/bookings/v1/staff-members${suffix}`,
  `/_api/staff-members/v1/staff-members${suffix}`,
  `/_api/bookings/v1/staff-members${suffix}`,
];

/** A categories v2 path, then the SDK's `/_api` form on edge (docs/protocol.md §2.1). */
export const categoryPaths = (suffix = ''): Paths => [
  `/bookings/v2/categories${suffix}`,
  `/_api/bookings/v2/categories${suffix}`,
];

/** Categories v1 (deprecated): www's path, then edge's bare proto path. */
export const categoryV1Paths = (suffix = ''): Paths => [
  `/bookings/v1/categories${suffix}`,
  `/v1/categories${suffix}`,
];

/** Staff Members V2's trash bin: the documented path, then the SDK's `/_api` form on edge. */
export const staffTrashPaths = (suffix = ''): Paths => [
  `/bookings/staff/v2/staff-members/trash-bin${suffix}`,
  `/_api/staff-members/v2/staff-members/trash-bin${suffix}`,
];
