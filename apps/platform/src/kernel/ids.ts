const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids on the wire are UUIDs; anything else names nothing (a 404, never a database error). */
export const isUuid = (value: string): boolean => UUID.test(value);

/**
 * The nil UUID: an id no row has, so a filter of only unusable ids can match nothing (and a record
 * that was never stored can still answer with an id).
 */
export const NIL_UUID = '00000000-0000-0000-0000-000000000000';
