import { z } from 'zod';
import { Filter } from './paging';
import { Service } from './bookings';
import { MAX_ID_LENGTH, MAX_TEXT_LENGTH, MAX_TOKEN_LENGTH } from './bounds';
import { ServiceFieldsInput, ServiceInput, UpdateServiceRequest } from './bookings-services-input';

export const ParticipantNotification = z.object({
  notifyParticipants: z.boolean().optional(),
  message: z.string().max(2000).optional(),
});
export type ParticipantNotification = z.infer<typeof ParticipantNotification>;

export const ItemMetadata = z.object({
  id: z.string().max(MAX_ID_LENGTH).optional(),
  originalIndex: z.number().int(),
  success: z.boolean(),
  error: z
    .object({
      code: z.string().max(MAX_TOKEN_LENGTH),
      description: z.string().max(MAX_TEXT_LENGTH),
      data: z.record(z.string().max(MAX_TEXT_LENGTH), z.unknown()).optional(),
    })
    .optional(),
});

export const BulkServicesResponse = z.object({
  results: z.array(z.object({ itemMetadata: ItemMetadata, item: Service.optional() })),
  bulkActionMetadata: z.object({
    totalSuccesses: z.number().int(),
    totalFailures: z.number().int(),
    undetailedFailures: z.number().int(),
  }),
});
export type BulkServicesResponse = z.infer<typeof BulkServicesResponse>;

export const BulkCreateServicesRequest = z.object({
  services: z.array(ServiceInput).min(1).max(100),
  returnEntity: z.boolean().optional(),
});

export const BulkUpdateServicesRequest = z.object({
  services: z.array(UpdateServiceRequest).min(1).max(100),
  returnEntity: z.boolean().optional(),
});

export const BulkUpdateByFilterRequest = z.object({
  filter: Filter,
  service: ServiceFieldsInput.partial(),
});

export const DeleteOptions = z.object({
  preserveFutureSessionsWithParticipants: z.boolean().optional(),
  participantNotification: ParticipantNotification.optional(),
});
export type DeleteOptions = z.infer<typeof DeleteOptions>;

export const BulkDeleteServicesRequest = DeleteOptions.extend({
  ids: z.array(z.string().max(MAX_ID_LENGTH).min(1)).min(1).max(100),
});

export const BulkDeleteByFilterRequest = DeleteOptions.extend({ filter: Filter });

export const JobResponse = z.object({ jobId: z.string().max(MAX_ID_LENGTH) });
