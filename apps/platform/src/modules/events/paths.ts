type Paths = readonly [string, ...string[]];

/** An events v3 path: the documented form, then the SDK's adapter form (docs/protocol.md §2.5). */
export const eventPaths = (suffix = ''): Paths => [
  `/events/v3/events${suffix}`,
  `/_api/events-events-v3-adapter/v3/events${suffix}`,
];

export const bulkEventPaths = (suffix: string): Paths => [
  `/events/v3/bulk/events${suffix}`,
  `/_api/events-events-v3-adapter/v3/bulk/events${suffix}`,
];
