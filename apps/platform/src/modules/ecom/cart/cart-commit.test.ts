import { AppId, DEMO_SITE_ID } from '@headless/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness';
import { closeDb, createDb, type OwnedDb } from '../../../db/client';
import { addLinesAtomically, CART_V1_EVENTS } from './add-to-cart';
import { cartTransaction } from './cart-commit';
import { MUG } from '../cart-test-kit';
import { cartOwner, ownerIdentity, type CartOwner } from '../owner';
import { resolveLines } from '../service';

const t = useTestApp();
/** One connection: every statement below runs on the same session, as the checks need. */
let session: OwnedDb;
beforeAll(async () => {
  session = createDb(t.url, { max: 1 });
});
afterAll(async () => {
  await closeDb(session);
});

const commitMode = async () =>
  (
    await session.$client.query<{ mode: string }>('SELECT current_setting($1) AS mode', [
      'synchronous_commit',
    ])
  ).rows[0]!.mode;

const add = (o: CartOwner, currency: string, lines: Parameters<typeof addLinesAtomically>[3]) =>
  addLinesAtomically(session, o, currency, lines, CART_V1_EVENTS, ownerIdentity(o));

/** The test cluster commits asynchronously throughout (fast flags): this session must not. */
const synchronousSession = () => session.$client.query('SET synchronous_commit = on');

const owner = (id: string) => cartOwner(DEMO_SITE_ID, { type: 'ANONYMOUS_VISITOR', id });

describe('a cart edit', () => {
  it('commits asynchronously, and the session commits synchronously again afterwards', async () => {
    await synchronousSession();
    const inside = await cartTransaction(session, async (tx) => {
      const [row] = (await tx.execute(sql`SELECT current_setting('synchronous_commit') AS mode`))
        .rows as { mode: string }[];
      return row!.mode;
    });
    expect(inside).toBe('off');
    expect(await commitMode()).toBe('on');
  });

  it('made by the one-statement add-to-cart commits asynchronously too, and only itself', async () => {
    const items = [
      { catalogReference: { appId: AppId.storesCatalog, catalogItemId: MUG }, quantity: 1 },
    ];
    const { lines, currency } = await resolveLines(t.db, DEMO_SITE_ID, items, 'lineItems');
    await synchronousSession();
    // Inside an explicit transaction the statement's setting outlives it, so it can be read.
    await session.$client.query('BEGIN');
    try {
      expect(await add(owner('async-add'), currency, lines)).toBeDefined();
      expect(await commitMode()).toBe('off');
    } finally {
      await session.$client.query('ROLLBACK');
    }
    expect(await commitMode()).toBe('on');
    // On its own (an implicit transaction), it leaves the session as it found it.
    expect(await add(owner('async-add'), currency, lines)).toBeDefined();
    expect(await commitMode()).toBe('on');
  });
});
