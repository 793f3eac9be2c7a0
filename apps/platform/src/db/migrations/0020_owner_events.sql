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

-- Order fulfillments: what was shipped of which order line; the order's fulfillment status follows.
CREATE TABLE ecom_order_fulfillments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  order_id uuid NOT NULL REFERENCES ecom_orders (id) ON DELETE CASCADE,
  line_items jsonb NOT NULL,
  tracking_info jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ecom_order_fulfillments_order_idx ON ecom_order_fulfillments (site_id, order_id, created_at);

-- Back-in-stock notification requests: one pending request per email and item (and options).
CREATE TABLE ecom_back_in_stock_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  app_id text NOT NULL,
  catalog_item_id text NOT NULL,
  options jsonb NOT NULL DEFAULT '{}',
  email text NOT NULL,
  item_url text,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'NOTIFIED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX ecom_back_in_stock_requests_once
  ON ecom_back_in_stock_requests (site_id, catalog_item_id, options, lower(email))
  WHERE status = 'PENDING';

-- Checkout settings: one row per site, created by the first update.
CREATE TABLE ecom_checkout_settings (
  site_id uuid PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
  checkout_policies jsonb NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Checkout templates: the owner's prepared line items and checkout customization.
CREATE TABLE ecom_checkout_templates (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  line_items jsonb NOT NULL,
  customization jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
