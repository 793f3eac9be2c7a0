import { z } from 'zod';
import { Address, PageUrl, Timestamp } from './common';
import {
  MAX_ID_LENGTH,
  MAX_LIST_ITEMS,
  MAX_LONG_LIST_ITEMS,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TOKEN_LENGTH,
  MAX_URL_LENGTH,
} from './bounds';

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
    id: z.string().max(MAX_ID_LENGTH).optional(),
    nodes: z.array(RichNode).max(MAX_LONG_LIST_ITEMS).optional(),
  }),
);

export const RichContent = z.object({
  nodes: z.array(RichNode).max(MAX_LONG_LIST_ITEMS),
  metadata: z
    .object({
      version: z.number().int().optional(),
      createdTimestamp: Timestamp.optional(),
      updatedTimestamp: Timestamp.optional(),
      id: z.string().max(MAX_ID_LENGTH).optional(),
    })
    .optional(),
  documentStyle: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
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

/** Whether the event page shows its agenda, and where. */
export const AgendaSettings = z.object({ enabled: z.boolean(), pageUrl: PageUrl.optional() });
export type AgendaSettings = z.infer<typeof AgendaSettings>;

export const FormValueType = z.enum(['TEXT', 'NUMBER', 'TEXT_ARRAY', 'DATE_TIME', 'ADDRESS']);
export type FormValueType = z.infer<typeof FormValueType>;

export const FormInput = z.object({
  name: z.string().max(MAX_NAME_LENGTH).min(1),
  label: z.string().max(MAX_NAME_LENGTH),
  mandatory: z.boolean().default(false),
  type: FormValueType.default('TEXT'),
  maxLength: z.number().int().min(0).optional(),
  maxSize: z.number().int().min(0).optional(),
  options: z.array(z.string().max(MAX_TEXT_LENGTH)).max(MAX_LIST_ITEMS).optional(),
  additionalLabels: z
    .record(z.string().max(MAX_NAME_LENGTH), z.string().max(MAX_NAME_LENGTH))
    .optional(),
});
export type FormInput = z.infer<typeof FormInput>;

export const FormControl = z.object({
  type: InputControlType,
  id: z.string().max(MAX_ID_LENGTH).optional(),
  system: z.boolean().default(false),
  orderIndex: z.number().int().optional(),
  inputs: z.array(FormInput).max(MAX_LIST_ITEMS).min(1),
});
export type FormControl = z.infer<typeof FormControl>;

export const EventForm = z.object({
  controls: z.array(FormControl).max(MAX_LIST_ITEMS),
  messages: z
    .object({
      rsvp: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
      checkout: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
      registrationClosed: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
      ticketsUnavailable: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
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
      guestLink: z.string().max(MAX_URL_LENGTH).optional(),
      hostLink: z.string().max(MAX_URL_LENGTH).optional(),
      password: z.string().max(MAX_TOKEN_LENGTH).optional(),
    })
    .optional(),
});
export type OnlineConferencing = z.infer<typeof OnlineConferencing>;

export const EventCategory = z.object({
  id: z.string().max(MAX_ID_LENGTH),
  name: z.string().max(MAX_NAME_LENGTH),
  createdDate: Timestamp,
});
export type EventCategory = z.infer<typeof EventCategory>;
