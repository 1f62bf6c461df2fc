/**
 * How many rows a housekeeping sweep deletes in one statement: each statement stays short, well
 * inside STATEMENT_TIMEOUT_MS, and holds its locks briefly, however large a backlog has grown
 * (a first sweep after months, or a database restored from an old backup).
 */
export const DELETE_BATCH_ROWS = 5_000;

/** Calls `deleteBatch(limit)`, one statement deleting at most `limit` rows, until a call deletes fewer than that. */
export async function deleteInBatches(deleteBatch: (limit: number) => Promise<{ numDeletedRows: bigint }>, limit: number = DELETE_BATCH_ROWS): Promise<void> {
  while ((await deleteBatch(limit)).numDeletedRows >= BigInt(limit));
}
