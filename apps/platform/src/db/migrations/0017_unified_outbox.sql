-- Webhooks (issue 7): one outbox for every domain event, named as the webhook catalog names them
-- (packages/contract/src/webhooks.ts): event_type `<entityFqdn>_<slug>`, aggregate_type the fqdn.
-- Created/updated/deleted events carry the entity itself (its wire shape); actions their body.

-- The clock's once-only index names the old types: rebuilt below with the new ones.
DROP INDEX domain_events_event_clock_once_idx;

-- Old name → catalog name and fqdn; `unwrap` is the key the entity was wrapped in, if any.
CREATE TEMPORARY TABLE outbox_renames (
  old_type text PRIMARY KEY,
  new_type text NOT NULL,
  fqdn text NOT NULL,
  unwrap text
) ON COMMIT DROP;
INSERT INTO outbox_renames VALUES
  ('ecom/cart_created', 'wix.ecom.v1.cart_created', 'wix.ecom.v1.cart', 'cart'),
  ('ecom/cart_updated', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart', 'cart'),
  ('ecom/cart_deleted', 'wix.ecom.v1.cart_deleted', 'wix.ecom.v1.cart', 'cart'),
  ('ecom/checkout_created', 'wix.ecom.v1.checkout_created', 'wix.ecom.v1.checkout', 'checkout'),
  ('ecom/checkout_updated', 'wix.ecom.v1.checkout_updated', 'wix.ecom.v1.checkout', 'checkout'),
  ('ecom/checkout_completed', 'wix.ecom.v1.checkout_completed', 'wix.ecom.v1.checkout', NULL),
  ('ecom/order_placed', 'wix.ecom.v1.order_created', 'wix.ecom.v1.order', 'order'),
  ('ecom/order_paid', 'wix.ecom.v1.order_approved', 'wix.ecom.v1.order', NULL),
  ('events/event_created', 'wix.events.v1.event_created', 'wix.events.v1.event', NULL),
  ('events/event_updated', 'wix.events.v1.event_updated', 'wix.events.v1.event', NULL),
  ('events/event_deleted', 'wix.events.v1.event_deleted', 'wix.events.v1.event', NULL),
  ('events/event_published', 'wix.events.v1.event_published', 'wix.events.v1.event', NULL),
  ('events/event_started', 'wix.events.v1.event_started', 'wix.events.v1.event', NULL),
  ('events/event_ended', 'wix.events.v1.event_ended', 'wix.events.v1.event', NULL),
  ('events/event_canceled', 'wix.events.v1.event_canceled', 'wix.events.v1.event', NULL),
  ('events/event_cloned', 'wix.events.v1.event_cloned', 'wix.events.v1.event', NULL),
  ('events/event_reminder', 'wix.events.v1.event_reminder', 'wix.events.v1.event', NULL),
  ('events/rsvp_created', 'wix.events.v1.rsvp_created', 'wix.events.v1.rsvp', NULL),
  ('events/rsvp_deleted', 'wix.events.v1.rsvp_deleted', 'wix.events.v1.rsvp', NULL),
  ('events/guest_created', 'wix.events.guests.v1.guest_created', 'wix.events.guests.v1.guest', NULL),
  ('events/order_created', 'wix.events.ticketing.v1.order_created', 'wix.events.ticketing.v1.order', NULL),
  ('events/order_updated', 'wix.events.ticketing.v1.order_updated', 'wix.events.ticketing.v1.order', NULL),
  ('events/order_confirmed', 'wix.events.ticketing.v1.order_updated', 'wix.events.ticketing.v1.order', NULL),
  ('events/order_declined', 'wix.events.ticketing.v1.order_updated', 'wix.events.ticketing.v1.order', NULL),
  ('events/order_voided', 'wix.events.ticketing.v1.order_updated', 'wix.events.ticketing.v1.order', NULL),
  ('events/order_paid', 'wix.events.ticketing.v1.order_paid', 'wix.events.ticketing.v1.order', NULL),
  ('pricing-plans/plan_created', 'wix.pricing_plans.v2.plan_created', 'wix.pricing_plans.v2.plan', 'plan'),
  ('pricing-plans/plan_updated', 'wix.pricing_plans.v2.plan_updated', 'wix.pricing_plans.v2.plan', 'plan'),
  ('pricing-plans/plan_archived', 'wix.pricing_plans.v2.plan_archived', 'wix.pricing_plans.v2.plan', NULL),
  ('pricing-plans/plan_buyer_can_cancel_updated', 'wix.pricing_plans.v2.plan_buyer_can_cancel_updated', 'wix.pricing_plans.v2.plan', NULL);
INSERT INTO outbox_renames
  SELECT 'pricing-plans/order_' || slug, 'wix.pricing_plans.v2.order_' || slug,
    'wix.pricing_plans.v2.order', CASE WHEN slug IN ('created', 'updated') THEN 'order' END
  FROM unnest(ARRAY['created', 'updated', 'purchased', 'started', 'paused', 'resumed', 'canceled',
    'ended', 'auto_renew_canceled', 'cycle_started', 'end_date_postponed', 'start_date_changed',
    'marked_as_paid']) AS slug;

-- A ticket's check-in changes its order: the order's updated event, keyed by the order number.
UPDATE domain_events d
SET aggregate_type = 'wix.events.ticketing.v1.order',
  aggregate_id = o.order_number,
  event_type = 'wix.events.ticketing.v1.order_updated'
FROM events_tickets t
JOIN events_orders o ON o.id = t.order_id
WHERE d.event_type IN ('events/ticket_checked_in', 'events/ticket_check_in_deleted')
  AND t.site_id = d.site_id AND t.ticket_number = d.aggregate_id;

UPDATE domain_events d
SET event_type = r.new_type,
  aggregate_type = r.fqdn,
  payload = CASE WHEN r.unwrap IS NOT NULL AND jsonb_typeof(d.payload -> r.unwrap) = 'object'
    THEN d.payload -> r.unwrap ELSE d.payload END
FROM outbox_renames r
WHERE d.event_type = r.old_type;

-- The bookings outbox joins the one outbox, in its original order (created_at, then id).
INSERT INTO domain_events
  (site_id, aggregate_type, aggregate_id, event_type, payload, created_at, published_at)
SELECT site_id, 'wix.bookings.v2.booking', booking_id::text,
  'wix.bookings.v2.booking_' || CASE event_type
    WHEN 'number_of_participants_updated' THEN event_type
    ELSE substr(event_type, length('booking_') + 1) END,
  CASE WHEN event_type IN ('booking_created', 'booking_updated')
      AND jsonb_typeof(payload -> 'booking') = 'object'
    THEN payload -> 'booking' ELSE payload END,
  created_at, published_at
FROM bookings_outbox
ORDER BY created_at, id;
DROP TABLE bookings_outbox;

CREATE UNIQUE INDEX domain_events_event_clock_once_idx ON domain_events (aggregate_id, event_type)
  WHERE aggregate_type = 'wix.events.v1.event'
    AND event_type IN ('wix.events.v1.event_started', 'wix.events.v1.event_ended',
      'wix.events.v1.event_reminder');
