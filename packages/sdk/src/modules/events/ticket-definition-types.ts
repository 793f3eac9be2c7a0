import type {
  TicketDefinition as TicketDefinitionWire,
  TicketDefinitionV3 as TicketDefinitionV3Wire,
  TicketsMetaData,
} from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, type Transformed } from '../../core/transforms';

export type { TicketDefinitionV3Wire, TicketDefinitionWire, TicketsMetaData };

export const ticketDefinitionTransform = defineTransform({
  dates: ['createdDate', 'updatedDate', 'salePeriod.startDate', 'salePeriod.endDate'],
});
export const ticketDefinitionV3Transform = defineTransform({
  dates: [
    'createdDate',
    'updatedDate',
    'salePeriod.startDate',
    'salePeriod.endDate',
    'eventDetails.startDate',
    'eventDetails.endDate',
  ],
});

/** A v1 ticket definition (docs/protocol.md §3.6) with its dates as `Date`. */
export type TicketDefinition = Transformed<TicketDefinitionWire, typeof ticketDefinitionTransform>;
/** A v3 ticket definition (`ticketDefinitionsV2`) with its dates as `Date`. */
export type TicketDefinitionV3 = Transformed<
  TicketDefinitionV3Wire,
  typeof ticketDefinitionV3Transform
>;
export type TicketDefinitionV3Field = FieldPath<TicketDefinitionV3Wire>;
export type TicketDefinitionField = FieldPath<TicketDefinitionWire>;

/** `{ metaData, definitions }` of the v1 list and query calls. */
export interface TicketDefinitionsPage {
  metaData: TicketsMetaData;
  definitions: TicketDefinition[];
}
