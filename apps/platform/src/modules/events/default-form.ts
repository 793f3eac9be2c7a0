import type { EventForm } from '@headless/contract';

/** The form an event has until its owner sets one: name and email, both required. */
export function defaultForm(): EventForm {
  return {
    controls: [
      {
        type: 'NAME',
        id: 'name',
        system: true,
        orderIndex: 0,
        inputs: [
          { name: 'firstName', label: 'First Name', mandatory: true, type: 'TEXT', maxLength: 50 },
          { name: 'lastName', label: 'Last Name', mandatory: true, type: 'TEXT', maxLength: 50 },
        ],
      },
      {
        type: 'INPUT',
        id: 'email',
        system: true,
        orderIndex: 1,
        inputs: [{ name: 'email', label: 'Email', mandatory: true, type: 'TEXT', maxLength: 255 }],
      },
    ],
  };
}
