// A wire service with every declared date, for the services tests.
export const iso = '2026-03-01T09:00:00.000Z';

export function wireService(id = 's1') {
  return {
    id,
    name: 'Yoga',
    type: 'CLASS',
    revision: '3',
    createdDate: iso,
    updatedDate: iso,
    schedule: { id: 'sch1', firstSessionStart: iso },
    mainSlug: { name: 'yoga', custom: false, createdDate: iso },
    supportedSlugs: [{ name: 'yoga', custom: false, createdDate: iso }],
    bookingPolicy: { id: 'p1', createdDate: iso, updatedDate: iso },
    locations: [
      { type: 'CUSTOM', custom: { address: { geocode: { latitude: '1.5', longitude: '2' } } } },
    ],
  };
}
