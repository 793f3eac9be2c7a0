/**
 * A bulk method's `bulkActionMetadata`: how many of its items succeeded and failed. Every failure
 * here is detailed in its item's `itemMetadata.error`, so none is undetailed.
 */
export function bulkActionMetadata(results: readonly { itemMetadata: { success: boolean } }[]) {
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length;
  return {
    totalSuccesses,
    totalFailures: results.length - totalSuccesses,
    undetailedFailures: 0,
  };
}
