const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids on the wire are UUIDs; anything else names nothing (a 404, never a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);
