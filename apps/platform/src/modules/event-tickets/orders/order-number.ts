import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const SPACE = 36n ** 8n;
/** Coprime with 36, so multiplying permutes [0, 36^8): distinct inputs give distinct numbers. */
const MULTIPLIER = 1_000_000_007n;

/** 8 base-36 characters as `XXXX-XXXX`, a permutation of the sequence value (0009 migration). */
export function orderNumberOf(sequenceValue: bigint): string {
  const text = ((sequenceValue * MULTIPLIER) % SPACE).toString(36).toUpperCase().padStart(8, '0');
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

export async function nextOrderNumber(tx: Db): Promise<string> {
  const result = await tx.execute<{ n: string }>(
    sql`SELECT nextval('events_order_number_seq') AS n`,
  );
  return orderNumberOf(BigInt(result.rows[0]!.n));
}

/** Tickets are numbered after their order: unique because order numbers are. */
export const ticketNumberOf = (orderNumber: string, index: number) => `${orderNumber}-${index + 1}`;
