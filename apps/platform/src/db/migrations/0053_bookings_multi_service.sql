-- Multi-service bookings (Bookings Writer V2): 2 to 8 bookings of appointments made back to back
-- as one package, created, rescheduled and canceled together. Each booking stays a booking of the
-- one engine (its capacity checked under its service's lock); the package only groups them.
CREATE TABLE bookings_multi_service (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  type text NOT NULL DEFAULT 'SEQUENTIAL_BOOKINGS' CHECK (type IN ('SEQUENTIAL_BOOKINGS')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_multi_service_site_idx ON bookings_multi_service (site_id);

ALTER TABLE bookings_bookings
  ADD COLUMN multi_service_booking_id uuid REFERENCES bookings_multi_service (id) ON DELETE SET NULL;
CREATE INDEX bookings_bookings_multi_service_idx ON bookings_bookings (multi_service_booking_id)
  WHERE multi_service_booking_id IS NOT NULL;

-- Service Options and Variants: a service's one option and the price of each of its choices (as
-- the wire gives them), one object a service; Pricing reads a participant's choice's price here.
CREATE TABLE bookings_service_variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  service_id uuid NOT NULL REFERENCES bookings_services (id) ON DELETE CASCADE,
  options jsonb NOT NULL,
  variants jsonb NOT NULL,
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_service_variants_service_id_key UNIQUE (service_id)
);
CREATE INDEX bookings_service_variants_site_idx ON bookings_service_variants (site_id, created_at, id);

-- A booking kept although its slot is no longer the schedule's (Confirm Or Decline Booking of a
-- paid booking in a double booking conflict): the owner must resolve it, the wire says so.
ALTER TABLE bookings_bookings ADD COLUMN double_booked boolean NOT NULL DEFAULT false;
