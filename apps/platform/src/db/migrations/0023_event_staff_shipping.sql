-- Issue 7: an event's staff and shipping options, served by local-only owner calls so that the
-- `wix.events.v1.staff` and `wix.events.v1.shipping` domain events can happen (the Events API
-- publishes no calls for them). Rows go with their event; that cascade records no events.

CREATE TABLE events_staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_staff_event_idx ON events_staff (site_id, event_id, created_at);

-- Prices in integer minor units of the event's currency (money is exact; src/money.ts).
CREATE TABLE events_shipping_options (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  price_minor bigint NOT NULL CHECK (price_minor >= 0),
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_shipping_options_event_idx
  ON events_shipping_options (site_id, event_id, created_at);
