'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { ActionFailure } from '@/lib/actions/action-failure';
import type { ActionError } from '@/lib/actions/types';
import type { ServiceChoice, SlotChoice, SlotDay } from '@/lib/booking/types';
import { useAsyncHandler } from '../loader/use-async-handler';
import { useActionFailure } from '../modals/use-action-failure';
import { loadSlots, startCheckout } from './actions';
import { ErrorMessage } from '../error-message/error-message';
import { ServiceChoices } from './service-choices';
import { SlotList } from './slot-list';

/** The visitor's own zone: slots are grouped and shown in it, and the checkout uses it. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Choose a service, see its open slots, pick one: the hosted checkout takes it from there. Back
 * from a canceled or declined checkout, `initialServiceId` is chosen again with its slots.
 */
export function BookingFlow({
  services,
  initialServiceId,
}: {
  services: ServiceChoice[];
  initialServiceId?: string | undefined;
}) {
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [days, setDays] = useState<SlotDay[] | null>(null);
  const [error, setError] = useState<ActionError | null>(null);
  // Only the latest choice may fill the list: an earlier, slower answer is dropped.
  const latest = useRef(0);

  const failureOf = useActionFailure('paid bookings');
  const fail = (reason: unknown) => setError(failureOf(reason));

  const fetchSlots = useAsyncHandler(
    useCallback(async (id: string) => {
      const result = await loadSlots(id, browserTimeZone());
      if ('error' in result) throw new ActionFailure(result.error);
      return result.days;
    }, []),
  );

  const checkout = useAsyncHandler(
    useCallback(async (slot: SlotChoice) => {
      const result = await startCheckout(slot.slotAvailability, browserTimeZone());
      // On success the action redirects the browser and nothing comes back.
      if (result?.error) throw new ActionFailure(result.error);
    }, []),
  );

  function chooseService(id: string) {
    const request = ++latest.current;
    setServiceId(id);
    setDays(null);
    setError(null);
    fetchSlots(id).then(
      (found) => request === latest.current && setDays(found),
      (reason: unknown) => request === latest.current && fail(reason),
    );
  }

  const chosenOnReturn = useRef(false);
  useEffect(() => {
    if (!initialServiceId || chosenOnReturn.current) return;
    chosenOnReturn.current = true;
    chooseService(initialServiceId);
    // Once, on arrival: later choices are the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialServiceId]);

  function chooseSlot(slot: SlotChoice) {
    setError(null);
    checkout(slot).catch(fail);
  }

  return (
    <>
      <ServiceChoices services={services} selected={serviceId} onChange={chooseService} />
      {error && <ErrorMessage testId="booking-error" message={error.message} />}
      {serviceId && days && (
        <SlotList days={days} timeZone={browserTimeZone()} onChoose={chooseSlot} />
      )}
    </>
  );
}
