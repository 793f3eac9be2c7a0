-- Checkouts, orders and their numbering; ecom redirect sessions. Events go to domain_events (0006).

ALTER TABLE redirect_sessions DROP CONSTRAINT redirect_sessions_intent_check;
ALTER TABLE redirect_sessions
  ADD CONSTRAINT redirect_sessions_intent_check CHECK (intent IN ('bookingsCheckout', 'ecomCheckout'));

-- A checkout prices its cart live (the cart engine) until it completes; then `snapshot` keeps what
-- was charged, because the cart is deleted with the purchase.
CREATE TABLE ecom_checkouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  -- No foreign key: the checkout outlives its cart.
  cart_id uuid NOT NULL,
  owner_type text NOT NULL CHECK (owner_type IN ('ANONYMOUS_VISITOR', 'MEMBER', 'WIX_USER', 'APP')),
  owner_id text NOT NULL,
  channel_type text NOT NULL DEFAULT 'WEB',
  currency text NOT NULL,
  email text,
  -- {address?, contactDetails?}
  shipping_info jsonb NOT NULL DEFAULT '{}',
  billing_info jsonb NOT NULL DEFAULT '{}',
  -- {code, carrierId?}
  selected_shipping_option jsonb,
  coupon_code text,
  buyer_note text,
  completed_at timestamptz,
  snapshot jsonb,
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ecom_checkouts_owner_idx ON ecom_checkouts (site_id, owner_type, owner_id);

-- Order numbers count per site; the row lock of the increment keeps them gap-free.
CREATE TABLE ecom_order_counters (
  site_id uuid PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
  last_number bigint NOT NULL
);

CREATE TABLE ecom_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  number bigint NOT NULL,
  -- One order per checkout: completing it twice cannot make a second order.
  checkout_id uuid NOT NULL UNIQUE REFERENCES ecom_checkouts (id) ON DELETE CASCADE,
  owner_type text NOT NULL,
  owner_id text NOT NULL,
  email text,
  currency text NOT NULL,
  weight_unit text NOT NULL DEFAULT 'KG' CHECK (weight_unit IN ('KG', 'LB')),
  channel_type text NOT NULL DEFAULT 'WEB',
  status text NOT NULL CHECK (status IN ('INITIALIZED', 'APPROVED', 'CANCELED')),
  payment_status text NOT NULL
    CHECK (payment_status IN ('UNSPECIFIED', 'NOT_PAID', 'PAID', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED', 'PENDING', 'PARTIALLY_PAID')),
  fulfillment_status text NOT NULL
    CHECK (fulfillment_status IN ('NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED')),
  -- [{id, catalogItemId, variantId, appId, options, quantity, priceMinor, productName, …}]
  line_items jsonb NOT NULL,
  -- {subtotal, discount, shipping, tax, total} in minor units
  totals jsonb NOT NULL,
  billing_info jsonb NOT NULL DEFAULT '{}',
  -- {code, title, costMinor, destination:{address?, contactDetails?}} or NULL (nothing to ship)
  shipping_info jsonb,
  applied_discounts jsonb NOT NULL DEFAULT '[]',
  -- [{id, type, createdDate}]
  activities jsonb NOT NULL DEFAULT '[]',
  purchased_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, number)
);
CREATE INDEX ecom_orders_owner_idx ON ecom_orders (site_id, owner_type, owner_id);
