import type { QueryServicesRequest, Service as ServiceWire } from '@headless/contract';
import type { FieldPath } from '../../core/field-path';
import { defineTransform, fromWire, type Transformed } from '../../core/transforms';

export type { ServiceWire };

export const serviceTransform = defineTransform({
  dates: [
    'createdDate',
    'updatedDate',
    'schedule.firstSessionStart',
    'schedule.lastSessionEnd',
    'mainSlug.createdDate',
    'supportedSlugs.createdDate',
    'media.items.image.urlExpirationDate',
    'media.mainMedia.image.urlExpirationDate',
    'media.coverMedia.image.urlExpirationDate',
    'bookingPolicy.createdDate',
    'bookingPolicy.updatedDate',
    'staffMemberDetails.staffMembers.createdDate',
    'staffMemberDetails.staffMembers.updatedDate',
    'staffMemberDetails.staffMembers.mainMedia.image.urlExpirationDate',
  ],
  geocodes: ['locations.*.address.geocode', 'locations.calculatedAddress.geocode'],
});

/** A service as the SDK returns it: the contract's wire shape with the declared dates as `Date`. */
export type Service = Transformed<ServiceWire, typeof serviceTransform>;
export type ServiceField = FieldPath<ServiceWire>;
export type ConditionalField = NonNullable<QueryServicesRequest['conditionalFields']>[number];

export const bookingPolicyTransform = defineTransform({ dates: ['createdDate', 'updatedDate'] });
export const slugTransform = defineTransform({ dates: ['createdDate'] });

export const toService = (wire: ServiceWire): Service => fromWire(serviceTransform, wire);
