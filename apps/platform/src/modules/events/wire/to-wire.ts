import type { Event, EventCategory } from '@headless/contract';
import { formatEventDates } from './format-dates';
import { defaultForm } from '../default-form';
import { partsOf, type Parts } from './fieldsets';
import { registrationToWire } from './registration-wire';
import type { DerivedEvent, TicketRow, EventRow } from '../rows';
import { wireDates } from '../../../kernel/wire-dates';

/** What other tables add to an event; each only loaded when a part needs it. */
export interface EventExtras {
  categories?: EventCategory[];
  rsvps?: { yes: number; no: number; waiting: number };
  /** The owner sees the host link of an online session. */
  owner?: boolean;
}

const when = <T>(on: boolean, value: () => T) => (on ? value() : undefined);

export function eventToWire(
  derived: DerivedEvent,
  tickets: TicketRow[],
  parts: Parts = partsOf(['REGISTRATION', 'URLS', 'DETAILS', 'TEXTS']),
  extras: EventExtras = {},
): Event {
  const { event } = derived;
  const d = event.details;
  const has = (p: Parameters<Parts['has']>[0]) => parts.has(p);
  const wire: Event = {
    id: event.id,
    title: event.title,
    shortDescription: when(has('shortDescription'), () => event.shortDescription ?? undefined),
    detailedDescription: when(
      has('detailedDescription'),
      () => event.detailedDescription ?? undefined,
    ),
    description: when(has('description'), () => event.description ?? undefined),
    slug: event.slug,
    status: derived.status,
    location: {
      ...(event.locationName ? { name: event.locationName } : {}),
      type: event.locationType,
      ...(d.address ? { address: d.address } : {}),
      locationTbd: d.locationTbd ?? false,
    },
    dateAndTimeSettings: dateAndTime(event),
    ...(d.mainImage ? { mainImage: d.mainImage } : {}),
    registration: when(has('registration'), () => registrationToWire(derived, tickets)),
    eventPageUrl: when(has('eventPageUrl'), () => pageUrl(event)),
    calendarUrls: when(has('calendarUrls'), () => calendarUrls(event)),
    form: when(has('form'), () => event.form ?? defaultForm()),
    summaries: when(has('summaries') && extras.rsvps !== undefined, () => summaries(extras)),
    eventDisplaySettings: when(has('eventDisplaySettings'), () => ({
      hideEventDetailsButton: d.hideEventDetailsButton ?? false,
    })),
    onlineConferencing: when(has('onlineConferencing'), () => conferencing(event, extras)),
    seoSettings: when(has('seoSettings'), () => ({
      slug: event.slug,
      hidden: d.seoHidden ?? false,
    })),
    agendaSettings: when(has('agendaSettings'), () => d.agenda ?? { enabled: false }),
    categories: when(has('categories'), () => extras.categories ?? []),
    ...wireDates(event),
    ...(event.publishedAt ? { publishedDate: event.publishedAt.toISOString() } : {}),
  };
  return dropUndefined(wire);
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

function dateAndTime(event: EventRow): Event['dateAndTimeSettings'] {
  const d = event.details;
  const dates = d.individualEventDates ?? [];
  return {
    dateAndTimeTbd: false,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate.toISOString(),
    timeZoneId: event.timeZoneId,
    hideEndDate: d.hideEndDate ?? false,
    showTimeZone: d.showTimeZone ?? true,
    recurrenceStatus: dates.length > 1 ? 'RECURRING' : 'ONE_TIME',
    ...(dates.length ? { recurringEvents: { individualEventDates: dates } } : {}),
    formatted: formatEventDates(event.startDate, event.endDate, event.timeZoneId),
  };
}

const pageUrl = (event: EventRow) =>
  event.details.eventPageUrl ?? { base: '/', path: `/event-details/${event.slug}` };

/** Google's template link and an .ics download served beside the event page. */
function calendarUrls(event: EventRow) {
  const stamp = (date: Date) => date.toISOString().replace(/[-:]|\.\d{3}/g, '');
  const google = new URL('https://calendar.google.com/calendar/render');
  google.searchParams.set('action', 'TEMPLATE');
  google.searchParams.set('text', event.title);
  google.searchParams.set('dates', `${stamp(event.startDate)}/${stamp(event.endDate)}`);
  if (event.locationName) google.searchParams.set('location', event.locationName);
  const { base, path } = pageUrl(event);
  return { google: google.toString(), ics: `${base.replace(/\/$/, '')}${path}/calendar.ics` };
}

function summaries({ rsvps }: EventExtras): NonNullable<Event['summaries']> {
  const { yes = 0, no = 0, waiting = 0 } = rsvps ?? {};
  return {
    rsvps: { totalCount: yes + no + waiting, yesCount: yes, noCount: no, waitlistCount: waiting },
  };
}

function conferencing(event: EventRow, { owner }: EventExtras): Event['onlineConferencing'] {
  const c = event.details.onlineConferencing;
  if (!c || event.locationType !== 'ONLINE') return { enabled: false, type: c?.type ?? 'MEETING' };
  const base = `https://conference.local/${c.type.toLowerCase()}/${event.id}`;
  const session = { guestLink: `${base}/join`, ...(owner ? { hostLink: `${base}/host` } : {}) };
  return { enabled: c.enabled, type: c.type, ...(c.enabled ? { session } : {}) };
}
