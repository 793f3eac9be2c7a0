-- Cart pricing: coupons, discount rules, shipping, pickup and tax by region, plus the general outbox.
-- Money is integer minor units; percentages are numeric so 8.875 % stays exact.

-- Domain events of every aggregate (carts, checkouts, orders), written in the changing transaction.
CREATE TABLE domain_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  aggregate_type text NOT NULL,
  aggregate_id text NOT NULL,
  event_type text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX domain_events_unpublished_idx ON domain_events (id) WHERE published_at IS NULL;

ALTER TABLE ecom_carts
  ADD COLUMN coupon_code text,
  -- [{amountMinor, percentage?}] set by the site owner
  ADD COLUMN merchant_discounts jsonb NOT NULL DEFAULT '[]',
  -- [{id, productName, priceMinor, quantity, itemType}]
  ADD COLUMN custom_line_items jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN contact_address jsonb,
  ADD COLUMN selected_shipping_option jsonb,
  ADD COLUMN weight_unit text NOT NULL DEFAULT 'KG' CHECK (weight_unit IN ('KG', 'LB'));

-- Automatic discounts (no code needed) while their window is open.
CREATE TABLE ecom_discount_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE')),
  -- PERCENTAGE: percent; FIXED_AMOUNT: amount off; FIXED_PRICE: price per item. Amounts are
  -- major units of the cart's currency (the engine converts them exactly).
  value numeric(12, 3) NOT NULL CHECK (value >= 0),
  -- NULL: every catalog item.
  catalog_item_id text,
  active_from timestamptz,
  active_to timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, name),
  CHECK (discount_type <> 'PERCENTAGE' OR value <= 100),
  CHECK (active_to IS NULL OR active_from IS NULL OR active_to > active_from)
);

CREATE TABLE ecom_coupons (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  discount_type text NOT NULL CHECK (discount_type IN ('PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE')),
  value numeric(12, 3) NOT NULL CHECK (value >= 0),
  active_from timestamptz,
  active_to timestamptz,
  minimum_subtotal_minor bigint CHECK (minimum_subtotal_minor >= 0),
  usage_limit integer CHECK (usage_limit > 0),
  -- Incremented by checkout when an order using the coupon is placed.
  used_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (discount_type <> 'PERCENTAGE' OR value <= 100)
);
-- Codes are case-insensitive, as buyers type them.
CREATE UNIQUE INDEX ecom_coupons_site_code_idx ON ecom_coupons (site_id, upper(code));

-- One row per delivery option and price; rows sharing a code are alternatives: the matching row
-- with the highest priority prices the option (e.g. free standard shipping over $100).
CREATE TABLE ecom_shipping_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  kind text NOT NULL DEFAULT 'SHIPPING' CHECK (kind IN ('SHIPPING', 'PICKUP')),
  code text NOT NULL,
  title text NOT NULL,
  carrier_id text NOT NULL,
  -- NULL: every country.
  country text,
  condition_type text CHECK (condition_type IN ('BY_TOTAL_WEIGHT', 'BY_TOTAL_PRICE', 'BY_TOTAL_QUANTITY')),
  condition_operator text CHECK (condition_operator IN ('EQ', 'GT', 'GTE', 'LT', 'LTE')),
  -- kg for weight, minor units for price, items for quantity
  condition_value numeric(14, 3),
  cost_minor bigint NOT NULL CHECK (cost_minor >= 0),
  estimated_delivery_time text,
  -- [{from, to}] ISO times
  delivery_slots jsonb NOT NULL DEFAULT '[]',
  pickup_address jsonb,
  pickup_instructions text,
  priority integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((condition_type IS NULL) = (condition_operator IS NULL)),
  CHECK ((condition_type IS NULL) = (condition_value IS NULL)),
  CHECK (kind <> 'PICKUP' OR pickup_address IS NOT NULL)
);
CREATE INDEX ecom_shipping_rules_site_idx ON ecom_shipping_rules (site_id, code, priority);

-- Tax by region: country '*' is the fallback region, subdivision '' the whole country.
CREATE TABLE ecom_tax_regions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  country text NOT NULL,
  subdivision text NOT NULL DEFAULT '',
  rate_type text NOT NULL CHECK (rate_type IN ('NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE')),
  -- Percent; NULL for NO_TAX_COLLECTED and AUTO_RATE (the built-in table decides).
  rate numeric(7, 4) CHECK (rate >= 0 AND rate <= 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, country, subdivision),
  CHECK (rate_type NOT IN ('MANUAL_RATE', 'FALLBACK_RATE') OR rate IS NOT NULL)
);
