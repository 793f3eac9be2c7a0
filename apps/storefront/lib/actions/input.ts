/**
 * An id or slug a server action received from the page: a non-empty string short enough that
 * nothing forged makes the action send the platform a huge value.
 */
export const isActionId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length < 200;
