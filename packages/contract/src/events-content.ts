import { z } from 'zod';
import { Address, Timestamp } from './common';

/** Node types of the event's rich-text description (a Ricos document, docs/protocol.md §3.5). */
export const RichNodeType = z.enum([
  'PARAGRAPH',
  'TEXT',
  'HEADING',
  'IMAGE',
  'GALLERY',
  'VIDEO',
  'AUDIO',
  'MAP',
  'POLL',
  'TABLE',
  'TABLE_ROW',
  'TABLE_CELL',
  'COLLAPSIBLE_LIST',
  'COLLAPSIBLE_ITEM',
  'COLLAPSIBLE_ITEM_TITLE',
  'COLLAPSIBLE_ITEM_BODY',
  'BUTTON',
  'EMBED',
  'LAYOUT',
  'LAYOUT_CELL',
  'BULLETED_LIST',
  'ORDERED_LIST',
  'LIST_ITEM',
  'DIVIDER',
]);
export type RichNodeType = z.infer<typeof RichNodeType>;

/** One node: its type, children, and a `<kind>Data` object (`textData`, `imageData`, …) kept as sent. */
export interface RichNode {
  type: RichNodeType;
  id?: string;
  nodes?: RichNode[];
  [data: string]: unknown;
}
export const RichNode: z.ZodType<RichNode> = z.lazy(() =>
  z.looseObject({
    type: RichNodeType,
    id: z.string().optional(),
    nodes: z.array(RichNode).optional(),
  }),
);

export const RichContent = z.object({
  nodes: z.array(RichNode),
  metadata: z
    .object({
      version: z.number().int().optional(),
      createdTimestamp: Timestamp.optional(),
      updatedTimestamp: Timestamp.optional(),
      id: z.string().optional(),
    })
    .optional(),
  documentStyle: z.record(z.string(), z.unknown()).optional(),
});
export type RichContent = z.infer<typeof RichContent>;

/** The registration form's controls and their values' types. */
export const InputControlType = z.enum([
  'INPUT',
  'TEXTAREA',
  'DROPDOWN',
  'RADIO',
  'CHECKBOX',
  'NAME',
  'GUEST_CONTROL',
  'ADDRESS_SHORT',
  'ADDRESS_FULL',
  'DATE',
]);
export type InputControlType = z.infer<typeof InputControlType>;

export const FormValueType = z.enum(['TEXT', 'NUMBER', 'TEXT_ARRAY', 'DATE_TIME', 'ADDRESS']);
export type FormValueType = z.infer<typeof FormValueType>;

export const FormInput = z.object({
  name: z.string().min(1),
  label: z.string(),
  mandatory: z.boolean().default(false),
  type: FormValueType.default('TEXT'),
  maxLength: z.number().int().min(0).optional(),
  maxSize: z.number().int().min(0).optional(),
  options: z.array(z.string()).optional(),
  additionalLabels: z.record(z.string(), z.string()).optional(),
});
export type FormInput = z.infer<typeof FormInput>;

export const FormControl = z.object({
  type: InputControlType,
  id: z.string().optional(),
  system: z.boolean().default(false),
  orderIndex: z.number().int().optional(),
  inputs: z.array(FormInput).min(1),
});
export type FormControl = z.infer<typeof FormControl>;

export const EventForm = z.object({
  controls: z.array(FormControl),
  messages: z
    .object({
      rsvp: z.record(z.string(), z.unknown()).optional(),
      checkout: z.record(z.string(), z.unknown()).optional(),
      registrationClosed: z.record(z.string(), z.unknown()).optional(),
      ticketsUnavailable: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});
export type EventForm = z.infer<typeof EventForm>;

/** A venue address; `streetAddress.apt` and `addressLine2` included (common Address). */
export const EventAddress = Address;

export const OnlineConferencingType = z.enum(['MEETING', 'WEBINAR']);
export type OnlineConferencingType = z.infer<typeof OnlineConferencingType>;

export const OnlineConferencing = z.object({
  enabled: z.boolean(),
  type: OnlineConferencingType,
  session: z
    .object({
      guestLink: z.string().optional(),
      hostLink: z.string().optional(),
      password: z.string().optional(),
    })
    .optional(),
});
export type OnlineConferencing = z.infer<typeof OnlineConferencing>;

export const EventCategory = z.object({
  id: z.string(),
  name: z.string(),
  createdDate: Timestamp,
});
export type EventCategory = z.infer<typeof EventCategory>;
