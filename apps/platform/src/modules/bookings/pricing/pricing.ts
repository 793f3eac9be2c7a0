import {
  BookingPricingErrorCode as Code,
  type BookingLineItem,
  type CalculatePriceRequest,
  type PreviewPriceRequest,
  type PriceInfoResponse,
  type PricingChoice,
} from '@headless/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { bookingsServices as s } from '../../../db/schema/bookings';
import { invalid } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/ids';
import { toMajorNumber } from '../../../kernel/money';
import { liveServices } from '../load';
import { variantPriceOf } from './variant-price';

type ServiceRow = typeof s.$inferSelect;
interface Group {
  numberOfParticipants?: number;
  choices?: PricingChoice[];
}

const invalidService = (serviceId: string | undefined) =>
  invalid(Code.invalidServiceId, `No service of this site: ${serviceId ?? '(none)'}`, {
    serviceId,
  });

async function pricedService(db: Db, siteId: string, serviceId: string | undefined) {
  if (!serviceId || !isUuid(serviceId)) throw invalidService(serviceId);
  const [row] = await db
    .select()
    .from(s)
    .where(and(liveServices(siteId), eq(s.id, serviceId)));
  if (!row) throw invalidService(serviceId);
  return row;
}

/**
 * One line's participants in groups (its variant choices each, or all of them at once), each
 * priced per participant: the variant's price for its choices, else the service's.
 */
async function priceGroups(db: Db, service: ServiceRow, groups: Group[], field: string) {
  let totalMinor = 0;
  const priced = [];
  for (const [i, group] of groups.entries()) {
    const n = group.numberOfParticipants;
    if (!n)
      throw invalid(Code.participantsNotFound, `${field}: for how many participants?`, {
        field: `${field}[${i}].numberOfParticipants`,
      });
    const unit =
      service.rateType === 'NO_FEE'
        ? 0
        : ((await variantPriceOf(db, service, group.choices)) ?? service.priceMinor ?? 0);
    totalMinor += unit * n;
    priced.push({ ...group, numberOfParticipants: n, unit });
  }
  return { totalMinor, priced };
}

/** What the wire says of a price: a number, or the description of a CUSTOM rate. */
function priceInfoOf(service: ServiceRow, totalMinor: number, participants: number) {
  const major = (minor: number) => toMajorNumber(minor, service.currency);
  const deposit = service.details.paymentExtra?.depositMinor;
  if (service.rateType === 'CUSTOM') {
    const original = service.details.customPriceDescription ?? '';
    return { priceDescriptionInfo: { original }, priceDescription: original };
  }
  return {
    calculatedPrice: major(totalMinor),
    ...(deposit ? { deposit: major(deposit * participants) } : {}),
  };
}

async function priceLines(db: Db, siteId: string, lines: BookingLineItem[]) {
  const serviceIds = new Set(lines.map((l) => l.serviceId));
  if (serviceIds.size > 1)
    throw invalid(Code.invalidServiceId, 'All line items must be of the same service', {
      serviceIds: [...serviceIds],
    });
  const service = await pricedService(db, siteId, lines[0]!.serviceId);
  const major = (minor: number) => toMajorNumber(minor, service.currency);
  let totalMinor = 0;
  let participants = 0;
  const bookingLineItems: BookingLineItem[] = [];
  for (const [i, line] of lines.entries()) {
    const byChoice = Boolean(line.serviceChoices?.length);
    const groups: Group[] = byChoice ? line.serviceChoices! : [line];
    const field = `bookingLineItems[${i}]${byChoice ? '.serviceChoices' : ''}`;
    const priced = await priceGroups(db, service, groups, field);
    totalMinor += priced.totalMinor;
    const count = priced.priced.reduce((n, g) => n + g.numberOfParticipants, 0);
    participants += count;
    bookingLineItems.push({
      ...line,
      numberOfParticipants: count,
      pricePerParticipant: major(priced.priced[0]!.unit),
      ...(byChoice
        ? {
            serviceChoices: priced.priced.map(({ unit, ...g }) => ({
              ...g,
              pricePerParticipant: major(unit),
            })),
          }
        : {}),
    });
  }
  return { priceInfo: { ...priceInfoOf(service, totalMinor, participants), bookingLineItems } };
}

/** Preview Price: line items of one service, before a booking is made. */
export const previewPrice = (
  db: Db,
  siteId: string,
  { bookingLineItems }: PreviewPriceRequest,
): Promise<PriceInfoResponse> => priceLines(db, siteId, bookingLineItems);

/** Calculate Price: the booking as one line item of its service, by its participants or choices. */
export async function calculatePrice(
  db: Db,
  siteId: string,
  { booking }: CalculatePriceRequest,
): Promise<PriceInfoResponse> {
  const entity = booking?.bookedEntity;
  const serviceId = entity?.slot?.serviceId ?? entity?.schedule?.serviceId;
  if (!booking || !serviceId)
    throw invalid(Code.invalidBooking, 'The booking must name its service (bookedEntity)', {});
  const serviceChoices = booking.participantsChoices?.serviceChoices;
  const line: BookingLineItem = serviceChoices?.length
    ? { serviceId, serviceChoices }
    : {
        serviceId,
        ...(booking.totalParticipants ? { numberOfParticipants: booking.totalParticipants } : {}),
      };
  return priceLines(db, siteId, [line]);
}
