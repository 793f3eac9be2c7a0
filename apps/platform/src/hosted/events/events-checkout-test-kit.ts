import type { EventForm } from '@headless/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventsOrders } from '../../db/schema/event-tickets';

/** The page with its whitespace collapsed: markup is matched, not its line breaks. */
export const squash = (body: string) => body.replace(/\s+/g, ' ').replace(/> </g, '><');

/** The orders placed for a reservation. */
export const ordersOf = (db: Db, reservationId: string) =>
  db.select().from(eventsOrders).where(eq(eventsOrders.reservationId, reservationId));

/** An event form with every field type. */
export const FULL_FORM: EventForm = {
  controls: [
    {
      type: 'NAME',
      system: true,
      inputs: [
        { name: 'firstName', label: 'First name', mandatory: true, type: 'TEXT', maxLength: 50 },
        { name: 'lastName', label: 'Last name', mandatory: true, type: 'TEXT', maxLength: 50 },
      ],
    },
    {
      type: 'INPUT',
      system: true,
      inputs: [{ name: 'email', label: 'Email', mandatory: true, type: 'TEXT' }],
    },
    {
      type: 'TEXTAREA',
      system: false,
      inputs: [{ name: 'comment', label: 'Comment', mandatory: false, type: 'TEXT' }],
    },
    {
      type: 'DROPDOWN',
      system: false,
      inputs: [
        {
          name: 'shirt',
          label: 'T-shirt size',
          mandatory: false,
          type: 'TEXT',
          options: ['S', 'M', 'L'],
        },
      ],
    },
    {
      type: 'RADIO',
      system: false,
      inputs: [
        { name: 'meal', label: 'Meal', mandatory: true, type: 'TEXT', options: ['Meat', 'Vegan'] },
      ],
    },
    {
      type: 'CHECKBOX',
      system: false,
      inputs: [
        {
          name: 'topics',
          label: 'Topics',
          mandatory: false,
          type: 'TEXT_ARRAY',
          options: ['Bebop', 'Swing'],
          maxSize: 1,
        },
      ],
    },
    {
      type: 'GUEST_CONTROL',
      system: false,
      inputs: [
        {
          name: 'additionalGuests',
          label: 'Guests you bring',
          mandatory: false,
          type: 'NUMBER',
          maxSize: 3,
        },
      ],
    },
    {
      type: 'ADDRESS_FULL',
      system: false,
      inputs: [{ name: 'address', label: 'Address', mandatory: false, type: 'ADDRESS' }],
    },
    {
      type: 'DATE',
      system: false,
      inputs: [{ name: 'birthday', label: 'Birthday', mandatory: false, type: 'DATE_TIME' }],
    },
  ],
};
