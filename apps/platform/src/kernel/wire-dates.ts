/** A record's creation and last change as the wire has them: ISO strings. */
export const wireDates = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdDate: row.createdAt.toISOString(),
  updatedDate: row.updatedAt.toISOString(),
});
