import type { EventFields, RegistrationStatus, RegistrationType } from '@headless/contract';
import type { EventDetails, eventsEvents } from '../../../db/schema/events';
import { invalid, validationError } from '../../../kernel/errors';
import { EventsErrorCode } from '@headless/contract';
import type { EventRow } from '../rows';

type EventValues = Omit<typeof eventsEvents.$inferInsert, 'siteId' | 'slug' | 'state'>;

const OPEN_STATUS: Record<RegistrationType, RegistrationStatus> = {
  RSVP: 'OPEN_RSVP',
  TICKETING: 'OPEN_TICKETS',
  EXTERNAL: 'OPEN_EXTERNAL',
  NONE: 'CLOSED_MANUALLY',
};

/** The stored status: open for the type, or closed by the owner; the rest is derived (status.ts). */
function storedRegistrationStatus(type: RegistrationType, asked?: RegistrationStatus) {
  if (asked === undefined || asked === OPEN_STATUS[type]) return OPEN_STATUS[type];
  if (asked === 'CLOSED_MANUALLY') return asked;
  throw invalid(
    EventsErrorCode.invalidRegistrationStatus,
    `Registration status ${asked} cannot be set on a ${type} event`,
    { status: asked, type },
  );
}

function checkDates(fields: EventFields): void {
  const { startDate, endDate } = fields.dateAndTimeSettings;
  if (Date.parse(endDate) < Date.parse(startDate))
    throw validationError([
      {
        field: 'event.dateAndTimeSettings.endDate',
        description: 'must not be before startDate',
        violatedRule: 'VALIDATION',
      },
    ]);
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: fields.dateAndTimeSettings.timeZoneId });
  } catch {
    throw validationError([
      {
        field: 'event.dateAndTimeSettings.timeZoneId',
        description: 'must be an IANA time zone',
        violatedRule: 'FORMAT',
      },
    ]);
  }
}

/** Column values of a complete, validated event (create, and update after the merge). */
export function eventValues(fields: EventFields, currency = 'USD'): EventValues {
  checkDates(fields);
  const type = fields.registration?.initialType ?? 'RSVP';
  return {
    title: fields.title,
    shortDescription: fields.shortDescription ?? null,
    detailedDescription: fields.detailedDescription ?? null,
    description: fields.description ?? null,
    form: fields.form ?? null,
    startDate: new Date(fields.dateAndTimeSettings.startDate),
    endDate: new Date(fields.dateAndTimeSettings.endDate),
    timeZoneId: fields.dateAndTimeSettings.timeZoneId,
    locationType: fields.location.type,
    locationName: fields.location.name ?? (fields.location.type === 'ONLINE' ? 'Online' : null),
    registrationType: type,
    registrationStatus: storedRegistrationStatus(type, fields.registration?.status),
    currency,
    details: details(fields, type),
  };
}

function details(f: EventFields, type: RegistrationType): EventDetails {
  const r = f.registration;
  const dt = f.dateAndTimeSettings;
  const d: EventDetails = {
    address: f.location.type === 'VENUE' ? f.location.address : undefined,
    locationTbd: f.location.locationTbd,
    mainImage: f.mainImage,
    hideEndDate: dt.hideEndDate,
    showTimeZone: dt.showTimeZone,
    individualEventDates: dt.recurringEvents?.individualEventDates,
    allowedGuestTypes: r?.allowedGuestTypes,
    onlineConferencing: f.onlineConferencing,
    seoHidden: f.seoSettings?.hidden,
    agenda: f.agendaSettings,
    hideEventDetailsButton: f.eventDisplaySettings?.hideEventDetailsButton,
  };
  if (type === 'RSVP') {
    const { responseType = 'YES_ONLY', waitlistEnabled = false, ...rest } = r?.rsvp ?? {};
    d.rsvp = { responseType, waitlistEnabled, ...rest };
  }
  if (type === 'TICKETING') {
    const {
      ticketLimitPerOrder = 20,
      reservationDurationInMinutes = 20,
      ...rest
    } = r?.tickets ?? {};
    d.ticketing = { ticketLimitPerOrder, reservationDurationInMinutes, ...rest };
  }
  if (type === 'EXTERNAL') d.external = r?.external;
  return JSON.parse(JSON.stringify(d)) as EventDetails;
}

/** A stored event as the fields that made it, for updates and clones to merge into. */
export function fieldsOfRow(row: EventRow, categoryIds: string[]): EventFields {
  const d = row.details;
  const dates = d.individualEventDates;
  return JSON.parse(
    JSON.stringify({
      title: row.title,
      slug: row.slug,
      shortDescription: row.shortDescription ?? undefined,
      detailedDescription: row.detailedDescription ?? undefined,
      description: row.description ?? undefined,
      location: {
        type: row.locationType,
        name: row.locationName ?? undefined,
        address: d.address,
        locationTbd: d.locationTbd,
      },
      dateAndTimeSettings: {
        startDate: row.startDate.toISOString(),
        endDate: row.endDate.toISOString(),
        timeZoneId: row.timeZoneId,
        hideEndDate: d.hideEndDate,
        showTimeZone: d.showTimeZone,
        recurringEvents: dates ? { individualEventDates: dates } : undefined,
      },
      mainImage: d.mainImage,
      registration: {
        initialType: row.registrationType,
        status: row.registrationStatus,
        allowedGuestTypes: d.allowedGuestTypes,
        rsvp: d.rsvp,
        tickets: d.ticketing,
        external: d.external,
      },
      form: row.form ?? undefined,
      onlineConferencing: d.onlineConferencing,
      seoSettings: d.seoHidden === undefined ? undefined : { hidden: d.seoHidden },
      agendaSettings: d.agenda,
      eventDisplaySettings:
        d.hideEventDetailsButton === undefined
          ? undefined
          : { hideEventDetailsButton: d.hideEventDetailsButton },
      categories: categoryIds.map((id) => ({ id })),
    }),
  ) as EventFields;
}
