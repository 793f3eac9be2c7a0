import {
  EventTicketsErrorCode as Code,
  type CheckoutRequest,
  type EventOrderStatus,
} from '@headless/contract';
import { createHash } from 'node:crypto';
import { invalid } from '../../../kernel/errors';
import { isOwner } from '../event-access';
import type { ReservationRow } from '../reservations/reservation-wire';
import type { CallerIdentity } from '../../../kernel/caller';

/** How long an authorized card payment can still be captured. */
export const AUTHORIZATION_DAYS = 7;

export interface Placement {
  status: EventOrderStatus;
  channel: 'ONLINE' | 'OFFLINE' | 'POS';
  authorizationExpiresAt?: Date;
}

/**
 * The order's first status. Free orders are FREE. A paid one waits for payment (PENDING) unless
 * the emulator's `options.paymentMethod` says OFFLINE (pay at the venue) or AUTHORIZE (a card
 * authorization to capture or void later) — see docs/interfaces.md.
 */
export function placementOf(
  total: number,
  options: CheckoutRequest['options'],
  now: Date,
): Placement {
  if (total === 0) return { status: 'FREE', channel: 'ONLINE' };
  const method = (options as { paymentMethod?: unknown } | undefined)?.paymentMethod;
  if (method === 'OFFLINE') return { status: 'OFFLINE_PENDING', channel: 'OFFLINE' };
  if (method === 'AUTHORIZE')
    return {
      status: 'AUTHORIZED',
      channel: 'ONLINE',
      authorizationExpiresAt: new Date(now.getTime() + AUTHORIZATION_DAYS * 86_400_000),
    };
  return { status: 'PENDING', channel: 'ONLINE' };
}

/** A box-office sale: card on the reader (AUTHORIZED) or cash to confirm (OFFLINE_PENDING). */
export function posPlacementOf(
  total: number,
  paymentDetailsId: string | undefined,
  now: Date,
): Placement {
  if (total === 0) return { status: 'FREE', channel: 'POS' };
  if (!paymentDetailsId) return { status: 'OFFLINE_PENDING', channel: 'POS' };
  return {
    status: 'AUTHORIZED',
    channel: 'POS',
    authorizationExpiresAt: new Date(now.getTime() + AUTHORIZATION_DAYS * 86_400_000),
  };
}

/** Only a pending reservation that has not expired can become an order, once. */
export function assertCheckoutable(row: ReservationRow, now: Date): void {
  const data = { reservationId: row.id };
  if (row.status === 'RESERVATION_CONFIRMED')
    throw invalid(Code.reservationUsed, `Reservation ${row.id} was already checked out`, data);
  if (row.status === 'RESERVATION_CANCELED' || row.status === 'RESERVATION_CANCELED_MANUALLY')
    throw invalid(Code.reservationCanceled, `Reservation ${row.id} was canceled`, data);
  if (row.status === 'RESERVATION_EXPIRED' || row.expiresAt <= now)
    throw invalid(Code.reservationExpired, `Reservation ${row.id} has expired`, data);
}

/** A member buys as themselves; only the owner may name another member. */
export function memberIdOf(identity: CallerIdentity, asked?: string): string | undefined {
  if (identity.type === 'MEMBER') return identity.id;
  return isOwner(identity) ? asked : undefined;
}

/** A stable contact per site and email, so orders of one buyer share it. */
export function contactIdOf(siteId: string, email: string): string {
  const hex = createHash('sha256').update(`${siteId}:${email.toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
