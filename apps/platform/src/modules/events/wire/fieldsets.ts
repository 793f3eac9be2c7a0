import type { EventFieldset } from '@headless/contract';

/**
 * Which parts a response carries (docs/interfaces.md "Events"). Every response has id, title,
 * slug, status, dateAndTimeSettings, location, mainImage and the timestamps; the rest by set.
 */
export const PARTS_OF_FIELDSET: Record<EventFieldset, readonly Part[]> = {
  DETAILS: ['shortDescription', 'calendarUrls'],
  TEXTS: ['detailedDescription', 'description'],
  REGISTRATION: ['registration'],
  URLS: ['eventPageUrl'],
  FORM: ['form'],
  DASHBOARD: ['summaries'],
  FEED: ['eventDisplaySettings'],
  ONLINE_CONFERENCING_SESSION: ['onlineConferencing'],
  SEO_SETTINGS: ['seoSettings'],
  AGENDA: ['agendaSettings'],
  CATEGORIES: ['categories'],
};

export type Part =
  | 'shortDescription'
  | 'calendarUrls'
  | 'detailedDescription'
  | 'description'
  | 'registration'
  | 'eventPageUrl'
  | 'form'
  | 'summaries'
  | 'eventDisplaySettings'
  | 'onlineConferencing'
  | 'seoSettings'
  | 'agendaSettings'
  | 'categories';

export type Parts = ReadonlySet<Part>;

export function partsOf(fields: readonly EventFieldset[] | undefined): Parts {
  return new Set((fields ?? []).flatMap((f) => PARTS_OF_FIELDSET[f]));
}

/** Every part: what write responses of the owner's own calls use when no fields are given. */
export const ALL_FIELDSETS = Object.keys(PARTS_OF_FIELDSET) as EventFieldset[];
