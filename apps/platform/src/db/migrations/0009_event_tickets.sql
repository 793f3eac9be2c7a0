-- Event tickets: richer ticket definitions, reservations that hold seats, event orders, tickets and
-- their guests. Money is integer minor units. Order and ticket changes go to domain_events (0006).
--
-- Capacity is a database guarantee: a reservation locks its ticket-definition rows (FOR UPDATE,
-- in id order) and counts held = sold + quantities held by pending reservations whose expires_at
-- is still in the future (0009_event_tickets_holds), inside the same transaction. Expiry is that
-- comparison with the clock, not a job: a reservation past expires_at holds nothing and reads as
-- EXPIRED.

ALTER TABLE events_ticket_definitions
  ADD COLUMN pricing_type text NOT NULL DEFAULT 'STANDARD' CHECK (pricing_type IN ('STANDARD', 'DONATION')),
  -- DONATION: the smallest amount a buyer may give (price_minor is then the suggested amount).
  ADD COLUMN min_price_minor integer CHECK (min_price_minor >= 0),
  ADD COLUMN fee_type text NOT NULL DEFAULT 'FEE_INCLUDED'
    CHECK (fee_type IN ('FEE_INCLUDED', 'FEE_ADDED_AT_CHECKOUT', 'NO_FEE')),
  ADD COLUMN sale_start timestamptz,
  ADD COLUMN sale_end timestamptz,
  ADD COLUMN hide_not_on_sale boolean NOT NULL DEFAULT false,
  ADD COLUMN hidden boolean NOT NULL DEFAULT false,
  ADD COLUMN policy text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT events_ticket_definitions_sale_period_check
    CHECK (sale_start IS NULL OR sale_end IS NULL OR sale_end > sale_start),
  ADD CONSTRAINT events_ticket_definitions_donation_check
    CHECK (pricing_type = 'DONATION' OR min_price_minor IS NULL);

CREATE TABLE events_reservations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  -- EXPIRED is never stored by the reservation path: a pending row past expires_at reads as EXPIRED.
  status text NOT NULL DEFAULT 'RESERVATION_PENDING' CHECK (status IN ('RESERVATION_PENDING',
    'RESERVATION_CONFIRMED', 'RESERVATION_CANCELED', 'RESERVATION_CANCELED_MANUALLY', 'RESERVATION_EXPIRED')),
  expires_at timestamptz NOT NULL,
  currency text NOT NULL,
  owner_type text NOT NULL,
  owner_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_reservations_site_event_idx ON events_reservations (site_id, event_id);

CREATE TABLE events_reservation_lines (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  reservation_id uuid NOT NULL REFERENCES events_reservations (id) ON DELETE CASCADE,
  ticket_definition_id uuid NOT NULL REFERENCES events_ticket_definitions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  -- Unit price charged (a donation's chosen amount) and the unit fee on top of it.
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  fee_minor integer NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  -- [{seatId?, ...}] as sent in ticketQuantities[].ticketDetails
  ticket_details jsonb NOT NULL DEFAULT '[]',
  -- Copies of the reservation's expiry and "still pending", so the capacity count is one index range.
  expires_at timestamptz NOT NULL,
  pending boolean NOT NULL DEFAULT true,
  UNIQUE (reservation_id, position)
);
CREATE INDEX events_reservation_lines_held_idx
  ON events_reservation_lines (ticket_definition_id, expires_at) WHERE pending;

-- Order numbers are this sequence's values scrambled into base 36 (see order-number.ts): unique
-- without a per-site lock, yet not guessable from one another.
CREATE SEQUENCE events_order_number_seq;

CREATE TABLE events_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  order_number text NOT NULL,
  -- One order per reservation: a reservation checked out twice cannot sell twice.
  reservation_id uuid NOT NULL UNIQUE REFERENCES events_reservations (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('NA_ORDER_STATUS', 'FREE', 'PENDING', 'PAID', 'OFFLINE_PENDING',
    'INITIATED', 'CANCELED', 'DECLINED', 'AUTHORIZED', 'VOIDED', 'PARTIALLY_PAID')),
  owner_type text NOT NULL,
  owner_id text NOT NULL,
  member_id text,
  contact_id text,
  -- {firstName, lastName, email}
  buyer jsonb NOT NULL DEFAULT '{}',
  -- {inputValues:[{inputName, value, values?}]} of the buyer
  checkout_form jsonb NOT NULL DEFAULT '{}',
  currency text NOT NULL,
  subtotal_minor bigint NOT NULL CHECK (subtotal_minor >= 0),
  discount_minor bigint NOT NULL DEFAULT 0 CHECK (discount_minor >= 0),
  fee_minor bigint NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  tax_minor bigint NOT NULL DEFAULT 0 CHECK (tax_minor >= 0),
  total_minor bigint NOT NULL CHECK (total_minor >= 0),
  -- {discount?, paidPlanBenefit?} as sent
  discount jsonb,
  -- ONLINE, OFFLINE (pay at the venue) or POS (card reader); capture/void failures depend on it.
  payment_channel text NOT NULL DEFAULT 'ONLINE' CHECK (payment_channel IN ('ONLINE', 'OFFLINE', 'POS')),
  payment_details_id text,
  authorization_expires_at timestamptz,
  marketing_consent boolean NOT NULL DEFAULT false,
  archived boolean NOT NULL DEFAULT false,
  -- Owner-set extras (updateOrder fields).
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, order_number)
);
CREATE INDEX events_orders_site_event_idx ON events_orders (site_id, event_id, created_at);
CREATE INDEX events_orders_owner_idx ON events_orders (site_id, owner_type, owner_id);

CREATE TABLE events_guests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  order_id uuid REFERENCES events_orders (id) ON DELETE CASCADE,
  guest_type text NOT NULL DEFAULT 'TICKET_HOLDER' CHECK (guest_type IN ('BUYER', 'TICKET_HOLDER', 'RSVP')),
  attendance_status text NOT NULL DEFAULT 'ATTENDING'
    CHECK (attendance_status IN ('ATTENDING', 'NOT_ATTENDING', 'IN_WAITLIST')),
  member_id text,
  contact_id text,
  first_name text,
  last_name text,
  email text,
  -- {inputValues:[{inputName, value, values?}]}
  form jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_guests_order_idx ON events_guests (order_id);
CREATE INDEX events_guests_site_event_idx ON events_guests (site_id, event_id);

CREATE TABLE events_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES events_orders (id) ON DELETE CASCADE,
  ticket_number text NOT NULL,
  ticket_definition_id uuid NOT NULL REFERENCES events_ticket_definitions (id) ON DELETE CASCADE,
  guest_id uuid REFERENCES events_guests (id) ON DELETE SET NULL,
  position integer NOT NULL,
  name text NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  fee_minor integer NOT NULL DEFAULT 0 CHECK (fee_minor >= 0),
  checked_in_at timestamptz,
  archived boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, ticket_number),
  UNIQUE (order_id, position)
);
CREATE INDEX events_tickets_definition_idx ON events_tickets (ticket_definition_id);
