-- Issue 7: owner calls that record the domain events the storefront flows do not cause.

-- Discount rules as the Discount Rules API manages them: a revision for optimistic updates, the
-- `active` switch (an inactive rule never prices a cart) and the last change.
ALTER TABLE ecom_discount_rules
  ADD COLUMN revision bigint NOT NULL DEFAULT 1,
  ADD COLUMN active boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

-- Event policies (Policies v2): terms shown at RSVP or checkout, at most 3 per event (checked
-- under the event's row lock).
CREATE TABLE events_policies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 50000),
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_policies_event_idx ON events_policies (site_id, event_id, created_at);
