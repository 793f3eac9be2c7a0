-- Bookings: schedules, class and course sessions, bookings and their outbox; redirect sessions.
-- Slots are never stored: availability is computed from these rows and the service.

-- One per service; a service without a row uses the defaults in modules/availability/schedule.ts.
-- The booking policy (too early / too late) is the service's bookings_policies row (0003).
CREATE TABLE bookings_schedules (
  service_id uuid PRIMARY KEY REFERENCES bookings_services (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  -- APPOINTMENT: working hours [{day:"MON", start:"09:00", end:"17:00"}];
  -- CLASS: weekly session starts [{day:"MON", start:"07:00"}] (end = start + duration).
  weekly jsonb NOT NULL DEFAULT '[]',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Stored sessions of classes (one-off) and courses (the whole set is booked together).
CREATE TABLE bookings_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES bookings_services (id) ON DELETE CASCADE,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  -- NULL: the service's default capacity
  capacity integer CHECK (capacity > 0),
  CHECK (end_date > start_date)
);
CREATE INDEX bookings_sessions_service_start_idx ON bookings_sessions (service_id, start_date);

CREATE TABLE redirect_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  -- Who created it: only they may read the booking it leads to.
  created_by_type text NOT NULL,
  created_by_id text NOT NULL,
  intent text NOT NULL CHECK (intent IN ('bookingsCheckout')),
  -- bookingsCheckout: {serviceId, startDate, endDate, sessionId?, timezone}
  payload jsonb NOT NULL,
  callbacks jsonb NOT NULL DEFAULT '{}',
  session_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE bookings_bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES bookings_services (id) ON DELETE CASCADE,
  session_id text,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  time_zone text NOT NULL,
  status text NOT NULL
    CHECK (status IN ('CREATED', 'CONFIRMED', 'PENDING', 'DECLINED', 'CANCELED', 'WAITING_LIST')),
  payment_status text NOT NULL
    CHECK (payment_status IN ('UNDEFINED', 'NOT_PAID', 'PAID', 'PARTIALLY_PAID', 'REFUNDED', 'EXEMPT')),
  participants integer NOT NULL CHECK (participants > 0),
  -- {firstName, lastName, email, phone?, timeZone, fullAddress?{…, geocode}}
  contact_details jsonb NOT NULL,
  created_by_type text NOT NULL,
  created_by_id text NOT NULL,
  -- The checkout that made it: a second submit of the same checkout finds it (idempotency).
  redirect_session_id uuid UNIQUE REFERENCES redirect_sessions (id) ON DELETE SET NULL,
  previous_start_date timestamptz,
  previous_end_date timestamptz,
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  canceled_at timestamptz,
  CHECK (end_date > start_date)
);
-- Occupancy of one service's slots in a range, index-only whatever the other bookings.
CREATE INDEX bookings_bookings_occupancy_idx ON bookings_bookings (service_id, start_date)
  INCLUDE (participants) WHERE status IN ('CREATED', 'CONFIRMED', 'PENDING');
CREATE INDEX bookings_bookings_site_created_idx ON bookings_bookings (site_id, created_at, id);

-- Domain events, written in the transaction of the change; the webhooks issue will publish them.
CREATE TABLE bookings_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  booking_id uuid NOT NULL REFERENCES bookings_bookings (id) ON DELETE CASCADE,
  event_type text NOT NULL CHECK (event_type IN ('booking_created', 'booking_confirmed',
    'booking_declined', 'booking_canceled', 'booking_rescheduled', 'booking_updated',
    'number_of_participants_updated')),
  -- The booking after the change, in its wire shape.
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX bookings_outbox_booking_idx ON bookings_outbox (booking_id, id);
CREATE INDEX bookings_outbox_unpublished_idx ON bookings_outbox (id) WHERE published_at IS NULL;
