import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness';
import { JAZZ, useTicketsKit } from '../test-kit';

const t = useTestApp();
const k = useTicketsKit(t);
let defId: string;
beforeAll(async () => {
  defId = await k.newDefinition({ initialLimit: 100, limitPerCheckout: 10 });
});

describe('guests', () => {
  it("queries guests with attendance: a declined order's guests are not attending", async () => {
    await k.order(defId, 1); // an attending guest beside the declined one
    const n = await k.order(defId, 1, { options: { paymentMethod: 'AUTHORIZE' } });
    await k.asOwner('POST', `/events/v1/events/orders/${n}/void`, {});
    const res = await k.asOwner('POST', '/events/v2/guests/query', {
      query: { filter: { orderNumber: n } },
    });
    expect(res.json().guests).toEqual([
      expect.objectContaining({
        orderNumber: n,
        ticketNumber: `${n}-1`,
        attendanceStatus: 'NOT_ATTENDING',
        guestType: 'BUYER',
      }),
    ]);
    const attending = await k.asOwner('POST', '/events/v2/guests/query', {
      query: { filter: { attendanceStatus: 'ATTENDING', eventId: JAZZ }, paging: { limit: 1 } },
    });
    expect(attending.json().pagingMetadata.total).toBeGreaterThan(0);
    expect((await k.asVisitor('POST', '/events/v2/guests/query', {})).statusCode).toBe(403);
  });

  it("pages the guest list by the SDK's cursor, on its custom host too", async () => {
    await k.order(defId, 1);
    await k.order(defId, 1);
    const filter = { eventId: JAZZ };
    const seen: string[] = [];
    let body = (
      await k.asOwner('POST', '/_api/events-guests/v2/guests/query', {
        query: { filter, cursorPaging: { limit: 2 } },
      })
    ).json();
    seen.push(...body.guests.map((g: { id: string }) => g.id));
    while (body.pagingMetadata.hasNext) {
      const cursor = body.pagingMetadata.cursors.next;
      const res = await k.asOwner('POST', '/events/v2/guests/query', {
        query: { cursorPaging: { limit: 2, cursor } },
      });
      expect(res.statusCode, res.body).toBe(200);
      body = res.json();
      seen.push(...body.guests.map((g: { id: string }) => g.id));
    }
    const all = await k.asOwner('POST', '/events/v2/guests/query', {
      query: { filter, paging: { limit: 100 } },
    });
    expect(seen).toEqual(all.json().guests.map((g: { id: string }) => g.id));
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(seen.length);
  });
});
