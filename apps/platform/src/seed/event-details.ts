import type { EventForm, RichContent } from '@headless/contract';
import type { Db } from '../db/client';
import { eventsCategories, eventsEventCategories } from '../db/schema/events';
import { seedId, seedTime } from './seed-helpers';
import { defaultForm } from '../modules/events';

/** The demo events' categories, by event key (seed/events.ts keys). */
const CATEGORIES: Record<string, string[]> = {
  'community-garden-meetup': ['Community', 'Outdoors'],
  'summer-jazz-night': ['Music'],
  'online-photography-workshop': ['Workshops', 'Online'],
  'autumn-market': ['Community', 'Markets'],
};

export async function seedEventCategories(db: Db, siteId: string, now: Date): Promise<void> {
  const names = [...new Set(Object.values(CATEGORIES).flat())];
  await db
    .insert(eventsCategories)
    .values(
      names.map((name, i) => ({
        id: seedId(siteId, `event-category:${name}`),
        siteId,
        name,
        createdAt: seedTime(i, now),
      })),
    )
    .onConflictDoNothing();
  const links = Object.entries(CATEGORIES).flatMap(([key, list]) =>
    list.map((name, position) => ({
      eventId: seedId(siteId, `event:${key}`),
      categoryId: seedId(siteId, `event-category:${name}`),
      siteId,
      position,
    })),
  );
  await db.insert(eventsEventCategories).values(links).onConflictDoNothing();
}

const text = (id: string, value: string) => ({
  type: 'PARAGRAPH' as const,
  id,
  nodes: [{ type: 'TEXT' as const, id: `${id}-t`, textData: { text: value, decorations: [] } }],
});

/** A short Ricos document: a heading, the summary, and a collapsible FAQ. */
export function richDescription(
  key: string,
  title: string,
  summary: string,
  now: Date,
): RichContent {
  const stamp = seedTime(0, now).toISOString();
  return {
    nodes: [
      {
        type: 'HEADING',
        id: `${key}-h`,
        headingData: { level: 2 },
        nodes: [{ type: 'TEXT', id: `${key}-ht`, textData: { text: title, decorations: [] } }],
      },
      text(`${key}-p`, `${summary} Everyone is welcome.`),
      {
        type: 'COLLAPSIBLE_LIST',
        id: `${key}-faq`,
        nodes: [
          {
            type: 'COLLAPSIBLE_ITEM',
            id: `${key}-faq-1`,
            nodes: [
              {
                type: 'COLLAPSIBLE_ITEM_TITLE',
                id: `${key}-q`,
                nodes: [text(`${key}-q1`, 'Can I bring a friend?')],
              },
              {
                type: 'COLLAPSIBLE_ITEM_BODY',
                id: `${key}-a`,
                nodes: [text(`${key}-a1`, 'Yes, add them as a guest.')],
              },
            ],
          },
        ],
      },
    ],
    metadata: { version: 1, createdTimestamp: stamp, updatedTimestamp: stamp, id: key },
  };
}

/**
 * Name and email (required, as every event's), then optional questions: a seeded form never makes
 * a checkout or RSVP that passes today fail.
 */
export function demoForm(rsvp: boolean): EventForm {
  return {
    controls: [
      // Name and email as every event asks them, then the demo's own questions.
      ...defaultForm().controls,
      ...(rsvp
        ? [
            {
              type: 'GUEST_CONTROL' as const,
              id: 'guests',
              system: true,
              orderIndex: 2,
              inputs: [
                {
                  name: 'additionalGuests',
                  label: 'Guests',
                  mandatory: false,
                  type: 'NUMBER' as const,
                },
              ],
            },
          ]
        : []),
      {
        type: 'DROPDOWN',
        id: 'heard',
        system: false,
        orderIndex: 3,
        inputs: [
          {
            name: 'heardFrom',
            label: 'How did you hear about us?',
            mandatory: false,
            type: 'TEXT',
            options: ['Friends', 'Newsletter', 'Social media'],
          },
        ],
      },
      {
        type: 'TEXTAREA',
        id: 'notes',
        system: false,
        orderIndex: 4,
        inputs: [
          {
            name: 'notes',
            label: 'Anything we should know?',
            mandatory: false,
            type: 'TEXT',
            maxLength: 500,
          },
        ],
      },
    ],
  };
}
