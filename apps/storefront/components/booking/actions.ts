'use server';

import type { SlotAvailability } from '@headless/sdk/bookings';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { invalidArgument, logActionFailure, toActionError } from '@/lib/actions/action-error';
import { createCheckout, findSlots } from '@/lib/booking/checkout';
import { safeTimeZone } from '@/lib/booking/time-zone';
import type { ActionError, ActionResult } from '@/lib/actions/types';
import type { SlotDay } from '@/lib/booking/types';

/** The next seven days' open slots of a service, grouped by day in the visitor's zone. */
export async function loadSlots(
  serviceId: unknown,
  timeZone: unknown,
): Promise<ActionResult<{ days: SlotDay[] }>> {
  if (typeof serviceId !== 'string' || !serviceId) {
    return invalidArgument('Choose a service first.');
  }
  try {
    return { days: await findSlots(serviceId, safeTimeZone(timeZone)) };
  } catch (error) {
    logActionFailure('Loading open slots failed', error);
    return { error: toActionError(error) };
  }
}

function isSlotAvailability(value: unknown): value is SlotAvailability {
  if (typeof value !== 'object' || value === null || !('slot' in value)) return false;
  const { slot } = value;
  return typeof slot === 'object' && slot !== null && 'serviceId' in slot && 'startDate' in slot;
}

/**
 * Starts the hosted checkout for a slot: creates the redirect session and sends the browser to
 * it. Returns only when that fails; the platform checks the slot itself.
 */
export async function startCheckout(
  slotAvailability: unknown,
  timeZone: unknown,
): Promise<{ error: ActionError }> {
  if (!isSlotAvailability(slotAvailability)) {
    return invalidArgument('Choose an open slot first.');
  }
  let fullUrl: string;
  try {
    fullUrl = await createCheckout(slotAvailability, safeTimeZone(timeZone), await headers());
  } catch (error) {
    logActionFailure('Starting the hosted checkout failed', error);
    return { error: toActionError(error) };
  }
  redirect(fullUrl);
}
