-- Pricing plans: owner writes and plan orders bought through the hosted plans checkout
-- (docs/protocol.md §2.7, §3.7 paidPlansCheckout). Money is integer minor units.

ALTER TABLE pricing_plans ADD COLUMN has_orders boolean NOT NULL DEFAULT false;

CREATE TABLE plan_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES pricing_plans (id) ON DELETE RESTRICT,
  -- The member's id from the token (uid); members live in the identity module's tables.
  member_id text NOT NULL,
  -- One order per checkout: a second submit of the same session finds this one.
  redirect_session_id uuid UNIQUE REFERENCES redirect_sessions (id) ON DELETE SET NULL,
  type text NOT NULL DEFAULT 'ONLINE' CHECK (type IN ('ONLINE', 'OFFLINE', 'EXTERNAL')),
  -- ENDED is not stored: reads derive it from end_date.
  status text NOT NULL
    CHECK (status IN ('DRAFT', 'PENDING', 'ACTIVE', 'PAUSED', 'ENDED', 'CANCELED')),
  payment_status text NOT NULL
    CHECK (payment_status IN ('PAID', 'REFUNDED', 'FAILED', 'UNPAID', 'PENDING', 'NOT_APPLICABLE')),
  -- The plan as bought: later edits of the plan do not change the order.
  plan_name text NOT NULL,
  plan_description text,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  currency text NOT NULL,
  pricing_kind text NOT NULL
    CHECK (pricing_kind IN ('SUBSCRIPTION', 'SINGLE_PAYMENT_FOR_DURATION', 'SINGLE_PAYMENT_UNLIMITED')),
  duration_count integer,
  duration_unit text CHECK (duration_unit IN ('DAY', 'WEEK', 'MONTH', 'YEAR')),
  cycle_count integer,
  free_trial_days integer,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  earliest_end_date timestamptz,
  pause_periods jsonb NOT NULL DEFAULT '[]',
  auto_renew_canceled boolean NOT NULL DEFAULT false,
  cancel_requested_at timestamptz,
  cancel_cause text
    CHECK (cancel_cause IN ('OWNER_ACTION', 'MEMBER_ACTION', 'PAYMENT_FAILURE', 'PAYMENT_SETUP_FAILURE', 'UNKNOWN')),
  cancel_effective_at text CHECK (cancel_effective_at IN ('IMMEDIATELY', 'NEXT_PAYMENT_DATE')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX plan_orders_buyer_idx ON plan_orders (site_id, member_id, plan_id);
CREATE INDEX plan_orders_site_created_idx ON plan_orders (site_id, created_at DESC);

ALTER TABLE redirect_sessions DROP CONSTRAINT redirect_sessions_intent_check;
ALTER TABLE redirect_sessions
  ADD CONSTRAINT redirect_sessions_intent_check
  CHECK (intent IN ('bookingsCheckout', 'ecomCheckout', 'eventsCheckout', 'paidPlansCheckout'));
