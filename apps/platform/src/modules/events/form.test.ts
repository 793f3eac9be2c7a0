import { GetEventFormResponse } from '@headless/contract';
import { describe, expect, it } from 'vitest';
import { expectAppError, useTestApp } from '../../../test/harness';
import { useCallers } from '../../owned/test-kit';
import { newEvent, seededEventId } from './test-client';

const t = useTestApp();
const c = useCallers(t);

const formOf = (eventId: string) => `/events/v1/events/${eventId}/form`;

describe('GET /events/v1/events/{eventId}/form', () => {
  it('answers the event’s registration form, the deprecated draftForm the same', async () => {
    const res = await c.asVisitor('GET', formOf(seededEventId('summer-jazz-night')));
    expect(res.statusCode, res.body).toBe(200);
    const { form, draftForm } = GetEventFormResponse.parse(res.json());
    expect(form.controls.map((control) => control.id)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
    expect(draftForm).toEqual(form);
  });

  it('keeps a draft event’s form from visitors; unknown events are EVENT_NOT_FOUND', async () => {
    const created = await c.asOwner('POST', '/events/v3/events', {
      event: newEvent({ title: `Form draft ${Math.random()}` }),
      draft: true,
    });
    const eventId = created.json().event.id as string;
    expectAppError(await c.asVisitor('GET', formOf(eventId)), 404, 'EVENT_NOT_FOUND');
    expect((await c.asOwner('GET', formOf(eventId))).statusCode).toBe(200);
    expectAppError(await c.asVisitor('GET', formOf('nope')), 404, 'EVENT_NOT_FOUND');
  });
});

describe('DELETE /events/v1/events/{eventId}/form (Discard Draft)', () => {
  it('answers the owner an empty object and leaves the form as published', async () => {
    const eventId = seededEventId('summer-jazz-night');
    const before = (await c.asVisitor('GET', formOf(eventId))).json();
    const res = await c.asOwner('DELETE', formOf(eventId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({});
    expect((await c.asVisitor('GET', formOf(eventId))).json()).toEqual(before);
  });

  it('is the owner’s: visitors get 403; an unknown event is EVENT_NOT_FOUND', async () => {
    const eventId = seededEventId('summer-jazz-night');
    expectAppError(await c.asVisitor('DELETE', formOf(eventId)), 403, 'FORBIDDEN');
    expectAppError(await c.asOwner('DELETE', formOf('nope')), 404, 'EVENT_NOT_FOUND');
    const asOther = await c.asOtherSiteOwner();
    expectAppError(await asOther('DELETE', formOf(eventId)), 404, 'EVENT_NOT_FOUND');
  });
});

describe('POST /events/v1/events/{eventId}/form/publish (Publish Draft)', () => {
  it('answers the owner the form as published; visitors get 403', async () => {
    const eventId = seededEventId('summer-jazz-night');
    const { form } = (await c.asVisitor('GET', formOf(eventId))).json();
    const res = await c.asOwner('POST', `${formOf(eventId)}/publish`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ form });
    expectAppError(await c.asVisitor('POST', `${formOf(eventId)}/publish`, {}), 403, 'FORBIDDEN');
    expectAppError(
      await c.asOwner('POST', `${formOf('nope')}/publish`, {}),
      404,
      'EVENT_NOT_FOUND',
    );
  });
});
