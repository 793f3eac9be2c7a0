// What an event page shows around the tickets, through the official SDK: its categories (the
// owner's, read by a visitor), its registration form, its schedule (the owner's draft published,
// then listed, queried and read by a visitor), a member's bookmarks of it, and how many ticket
// definitions are on offer.
import { beforeAll, describe, expect, it } from 'vitest';
import { workshop } from '../kit/catalog';
import { apiKeyFor, ownerClient, visitorClient } from '../kit/clients';
import { newMember } from '../kit/members';

let owner: ReturnType<typeof ownerClient>;
beforeAll(async () => {
  const { apiKey, siteId } = await apiKeyFor();
  owner = ownerClient(apiKey, siteId);
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('an event page through the official SDK', () => {
  it('lists an event’s categories and queries the site’s with their counts', async () => {
    const client = visitorClient();
    const { eventId } = await workshop(client);
    const name = `Official ${Math.random().toString(36).slice(2, 8)}`;
    const category = await owner.eventCategories.createCategory({ name });
    await owner.eventCategories.assignEvents(category._id ?? '', [eventId]);

    const { categories } = await client.eventCategories.listEventCategories(eventId);
    expect((categories ?? []).map((c) => c.name)).toContain(name);
    const { items } = await client.eventCategories
      .queryCategories({ fieldset: ['COUNTS'] })
      .eq('name', name)
      .find();
    expect(items).toEqual([
      expect.objectContaining({
        _id: category._id,
        counts: expect.objectContaining({ assignedEventsCount: 1 }),
      }),
    ]);
    expect(items[0]?._createdDate).toBeInstanceOf(Date);
  });

  it('lets the owner create categories and assign an event to them in bulk', async () => {
    const client = visitorClient();
    const { eventId } = await workshop(client);
    const names = ['A', 'B'].map((x) => `Bulk ${x} ${Math.random().toString(36).slice(2, 8)}`);
    const created = await owner.eventCategories.bulkCreateCategory(names.map((name) => ({ name })));
    expect(created.bulkActionMetadata?.totalSuccesses).toBe(2);
    const ids = (created.results ?? []).map((r) => r.item?._id ?? '');
    const assigned = await owner.eventCategories.bulkAssignEvents(ids, { eventId: [eventId] });
    expect((assigned.results ?? []).map((r) => r.item?.name)).toEqual(names);
    const listed = await client.eventCategories.listEventCategories(eventId);
    expect((listed.categories ?? []).map((c) => c.name)).toEqual(expect.arrayContaining(names));
    await owner.eventCategories.bulkUnassignEvents(ids, { eventId: [eventId] });
    const after = await client.eventCategories.listEventCategories(eventId);
    expect((after.categories ?? []).map((c) => c.name)).not.toContain(names[0]);
  });

  it('reads the event’s registration form', async () => {
    const client = visitorClient();
    const { eventId } = await workshop(client);
    const form = await client.eventForms.getForm(eventId);
    expect((form.controls ?? []).map((c) => c._id)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
  });

  it('lets the owner discard or publish the form’s draft: every change is published already', async () => {
    const client = visitorClient();
    const { eventId } = await workshop(client);
    const before = await client.eventForms.getForm(eventId);
    await owner.eventForms.discardDraft(eventId);
    expect(await client.eventForms.getForm(eventId)).toEqual(before);
    expect((await owner.eventForms.publishDraft(eventId)).form).toEqual(before);
  });

  it('moves the owner’s draft schedule by an offset into a time zone, and back', async () => {
    const client = visitorClient();
    const { eventId } = await workshop(client);
    const start = inHours(5);
    const { item } = await owner.schedule.addScheduleItem(eventId, {
      item: { name: 'Moving session', timeSlot: { start, end: inHours(6) } },
    });
    const itemId = item?._id ?? '';
    const draftOf = async () =>
      (
        await owner.schedule.listScheduleItems({
          eventId: [eventId],
          itemId: [itemId],
          state: ['DRAFT'],
        })
      ).items?.[0]?.timeSlot;
    await owner.schedule.rescheduleDraft(eventId, {
      timeZoneId: 'America/New_York',
      timeSlotOffset: { seconds: '3600' },
    });
    expect(await draftOf()).toMatchObject({
      start: new Date(start.getTime() + 3_600_000),
      timeZoneId: 'America/New_York',
    });
    await owner.schedule.rescheduleDraft(eventId, {
      timeZoneId: 'Etc/UTC',
      timeSlotOffset: { seconds: '-3600' },
    });
    expect(await draftOf()).toMatchObject({ start, timeZoneId: 'Etc/UTC' });
    await owner.schedule.deleteScheduleItem(eventId, { itemIds: [itemId] });
  });

  it('shows the published schedule: listed, queried, read, bookmarked by a member', async () => {
    const client = visitorClient();
    const { eventId } = await workshop(client);
    const name = `Session ${Math.random().toString(36).slice(2, 8)}`;
    const { item } = await owner.schedule.addScheduleItem(eventId, {
      item: { name, timeSlot: { start: inHours(2), end: inHours(3) }, tags: ['official'] },
    });
    const itemId = item?._id ?? '';
    expect(item?.draft).toBe(true);
    await owner.schedule.publishDraft(eventId);

    const listed = await client.schedule.listScheduleItems({
      eventId: [eventId],
      tag: ['official'],
    });
    expect((listed.items ?? []).map((i) => i._id)).toContain(itemId);
    const read = await client.schedule.getScheduleItem(itemId, { eventId });
    expect(read).toMatchObject({ _id: itemId, name, draft: false });
    const queried = await client.schedule.queryScheduleItems().eq('_id', itemId).find();
    expect(queried.items.map((i) => i.name)).toEqual([name]);
    expect(queried.items[0]?.timeSlot?.start).toBeInstanceOf(Date);

    const { client: member } = await newMember();
    await member.scheduleBookmarks.createBookmark(itemId, eventId);
    const { items: bookmarked } = await member.scheduleBookmarks.listBookmarks(eventId);
    expect((bookmarked ?? []).map((i) => i._id)).toEqual([itemId]);
    await member.scheduleBookmarks.deleteBookmark(itemId, eventId);
    expect((await member.scheduleBookmarks.listBookmarks(eventId)).items).toEqual([]);
  });

  it('counts the ticket definitions on offer', async () => {
    const client = visitorClient();
    const { eventId } = await workshop(client);
    const { metadata } = await client.ticketDefinitionsV2.countAvailableTicketDefinitions({
      filter: { eventId },
    });
    const { ticketDefinitions = [] } =
      await client.ticketDefinitionsV2.queryAvailableTicketDefinitions({ filter: { eventId } });
    const count = metadata?.total ?? 0;
    expect(count).toBe(ticketDefinitions.length);
    expect(count).toBeGreaterThan(0);
  });
});
