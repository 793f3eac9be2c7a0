-- Business areas: bookings services, stores catalog, ecom carts, events, pricing plans.
-- Money is integer minor units; presentation-only details live in `details` jsonb.

-- Decimal places of a currency's minor unit (ISO 4217), so SQL can compare major amounts exactly.
CREATE FUNCTION currency_exponent(currency text) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE
  WHEN currency IN ('BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX',
                    'VND', 'VUV', 'XAF', 'XOF', 'XPF') THEN 0
  WHEN currency IN ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 3
  ELSE 2
END $$;

CREATE FUNCTION minor_to_major(amount bigint, currency text) RETURNS numeric
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT amount::numeric / (10::numeric ^ currency_exponent(currency)) $$;

-- Bookings ------------------------------------------------------------------------------------

CREATE TABLE bookings_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, name)
);

CREATE TABLE bookings_services (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('APPOINTMENT', 'CLASS', 'COURSE')),
  name text NOT NULL,
  slug text NOT NULL,
  description text,
  tag_line text,
  category_id uuid REFERENCES bookings_categories (id) ON DELETE SET NULL,
  sort_order integer NOT NULL DEFAULT 0,
  hidden boolean NOT NULL DEFAULT false,
  default_capacity integer NOT NULL DEFAULT 1 CHECK (default_capacity > 0),
  rate_type text NOT NULL CHECK (rate_type IN ('FIXED', 'CUSTOM', 'VARIED', 'NO_FEE', 'SUBSCRIPTION')),
  -- Set for FIXED (the price) and VARIED (the default price).
  price_minor integer CHECK (price_minor >= 0),
  currency text NOT NULL DEFAULT 'USD',
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes >= 0),
  online_booking_enabled boolean NOT NULL DEFAULT true,
  schedule_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  first_session_start timestamptz,
  last_session_end timestamptz,
  -- media, locations, urls, custom price description, payment options
  details jsonb NOT NULL DEFAULT '{}',
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug),
  CHECK (rate_type NOT IN ('FIXED', 'VARIED') OR price_minor IS NOT NULL)
);
CREATE INDEX bookings_services_site_created_idx ON bookings_services (site_id, created_at, id);

-- Stores catalog v1 ---------------------------------------------------------------------------

CREATE TABLE stores_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  numeric_id bigint GENERATED ALWAYS AS IDENTITY,
  name text NOT NULL,
  slug text NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  product_type text NOT NULL CHECK (product_type IN ('physical', 'digital')),
  description text NOT NULL DEFAULT '',
  sku text,
  brand text,
  ribbon text,
  weight double precision,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency text NOT NULL DEFAULT 'USD',
  discount_type text NOT NULL DEFAULT 'NONE' CHECK (discount_type IN ('NONE', 'AMOUNT', 'PERCENT')),
  -- AMOUNT: minor units off the price; PERCENT: whole percent.
  discount_value integer NOT NULL DEFAULT 0 CHECK (discount_value >= 0),
  track_inventory boolean NOT NULL DEFAULT false,
  manage_variants boolean NOT NULL DEFAULT false,
  collection_ids text[] NOT NULL DEFAULT '{}',
  -- media, additionalInfoSections, customTextFields, productPageUrl
  details jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug),
  CHECK (discount_type <> 'PERCENT' OR discount_value <= 100)
);
CREATE INDEX stores_products_site_created_idx ON stores_products (site_id, created_at, id);

CREATE TABLE stores_product_options (
  product_id uuid NOT NULL REFERENCES stores_products (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  option_type text NOT NULL CHECK (option_type IN ('drop_down', 'color')),
  -- [{value, description, visible, mediaIds?}] in display order
  choices jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (product_id, position),
  UNIQUE (product_id, name)
);

-- Every product has at least one variant; one without options has a single variant with no choices.
CREATE TABLE stores_variants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES stores_products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  -- option name -> choice description
  choices jsonb NOT NULL DEFAULT '{}',
  -- NULL: the product's price applies.
  price_minor integer CHECK (price_minor >= 0),
  sku text,
  weight double precision,
  visible boolean NOT NULL DEFAULT true,
  -- Used when the product tracks inventory (NULL otherwise).
  quantity integer CHECK (quantity >= 0),
  -- Used when it does not.
  in_stock boolean NOT NULL DEFAULT true,
  UNIQUE (product_id, choices)
);
CREATE INDEX stores_variants_product_idx ON stores_variants (product_id, position);

-- eCommerce carts -----------------------------------------------------------------------------

CREATE TABLE ecom_carts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  owner_type text NOT NULL CHECK (owner_type IN ('ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP')),
  owner_id text NOT NULL,
  currency text NOT NULL,
  buyer_note text,
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- One current cart per identity and site; creation relies on it (INSERT … ON CONFLICT).
  UNIQUE (site_id, owner_type, owner_id)
);

CREATE TABLE ecom_cart_line_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  cart_id uuid NOT NULL REFERENCES ecom_carts (id) ON DELETE CASCADE,
  catalog text NOT NULL CHECK (catalog IN ('stores')),
  app_id text NOT NULL,
  catalog_item_id text NOT NULL,
  variant_id uuid,
  -- option name -> choice description, as resolved against the catalog
  options jsonb NOT NULL DEFAULT '{}',
  -- canonical text of the item's options: equal keys merge into one line
  options_key text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  position serial,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (cart_id, catalog, catalog_item_id, options_key)
);
CREATE INDEX ecom_cart_line_items_cart_idx ON ecom_cart_line_items (cart_id, position);

-- Events --------------------------------------------------------------------------------------

CREATE TABLE events_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  title text NOT NULL,
  slug text NOT NULL,
  short_description text,
  detailed_description text,
  -- UPCOMING / STARTED / ENDED are derived from the dates for published events.
  state text NOT NULL CHECK (state IN ('DRAFT', 'PUBLISHED', 'CANCELED')),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  time_zone_id text NOT NULL,
  location_type text NOT NULL CHECK (location_type IN ('VENUE', 'ONLINE')),
  location_name text,
  registration_type text NOT NULL CHECK (registration_type IN ('RSVP', 'TICKETING', 'EXTERNAL', 'NONE')),
  registration_status text NOT NULL CHECK (registration_status IN ('OPEN_RSVP', 'OPEN_RSVP_WAITLIST',
    'OPEN_TICKETS', 'OPEN_EXTERNAL', 'SCHEDULED_RSVP', 'CLOSED_AUTOMATICALLY', 'CLOSED_MANUALLY')),
  currency text NOT NULL DEFAULT 'USD',
  -- address, mainImage, rsvp and ticketing settings, eventPageUrl
  details jsonb NOT NULL DEFAULT '{}',
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug),
  CHECK (end_date >= start_date)
);
CREATE INDEX events_events_site_start_idx ON events_events (site_id, start_date, id);

CREATE TABLE events_ticket_definitions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency text NOT NULL,
  -- NULL: unlimited
  capacity integer CHECK (capacity >= 0),
  sold integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  limit_per_checkout integer NOT NULL DEFAULT 10 CHECK (limit_per_checkout > 0),
  order_index integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (capacity IS NULL OR sold <= capacity)
);
CREATE INDEX events_ticket_definitions_event_idx ON events_ticket_definitions (event_id, order_index);

-- Pricing plans -------------------------------------------------------------------------------

CREATE TABLE pricing_plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  slug text NOT NULL,
  description text,
  is_public boolean NOT NULL DEFAULT true,
  archived boolean NOT NULL DEFAULT false,
  is_primary boolean NOT NULL DEFAULT false,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency text NOT NULL DEFAULT 'USD',
  pricing_kind text NOT NULL
    CHECK (pricing_kind IN ('SUBSCRIPTION', 'SINGLE_PAYMENT_FOR_DURATION', 'SINGLE_PAYMENT_UNLIMITED')),
  -- The subscription's cycle, or the single payment's duration.
  duration_count integer CHECK (duration_count > 0),
  duration_unit text CHECK (duration_unit IN ('DAY', 'WEEK', 'MONTH', 'YEAR')),
  -- Subscriptions only: number of cycles, 0 = until cancelled.
  cycle_count integer CHECK (cycle_count >= 0),
  free_trial_days integer CHECK (free_trial_days >= 0),
  perks text[] NOT NULL DEFAULT '{}',
  max_purchases_per_buyer integer CHECK (max_purchases_per_buyer >= 0),
  allow_future_start_date boolean NOT NULL DEFAULT false,
  buyer_can_cancel boolean NOT NULL DEFAULT true,
  terms_and_conditions text,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug),
  CHECK (pricing_kind = 'SINGLE_PAYMENT_UNLIMITED' OR (duration_count IS NOT NULL AND duration_unit IS NOT NULL)),
  CHECK (pricing_kind <> 'SUBSCRIPTION' OR cycle_count IS NOT NULL)
);
CREATE UNIQUE INDEX pricing_plans_one_primary_idx ON pricing_plans (site_id) WHERE is_primary;
CREATE INDEX pricing_plans_site_order_idx ON pricing_plans (site_id, sort_order, created_at);
