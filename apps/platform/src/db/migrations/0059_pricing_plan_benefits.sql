-- A plan's benefits (docs/protocol.md §2.7, "Plan benefits"): what buying a plan lets its member
-- redeem, kept beside the plan in the one plans store, in the shape the real platform keeps them
-- in Benefit Programs. A benefit (one of a pool definition's) names the app that provides its
-- items and what one item costs in the plan's credits; with no credit configuration (no
-- `credit_amount`) its items are unlimited. Its items name the provider's records: a Bookings
-- service is the service's id under the Bookings app, category ''. List Plans By Item Identifier
-- matches an item on all three of provider app, category and external id.
CREATE TABLE pricing_plan_benefits (
  -- The benefit's item set: its items point here.
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES pricing_plans (id) ON DELETE CASCADE,
  pool_definition_id uuid NOT NULL,
  benefit_key text NOT NULL CHECK (length(benefit_key) BETWEEN 1 AND 64),
  provider_app_id uuid NOT NULL,
  display_name text CHECK (length(display_name) <= 40),
  description text CHECK (length(description) <= 255),
  price numeric(18, 4) NOT NULL CHECK (price >= 0),
  credit_amount numeric(18, 4) CHECK (credit_amount >= 0),
  credit_unit_display_name text CHECK (length(credit_unit_display_name) <= 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT pricing_plan_benefits_pool_definition_id_benefit_key_key UNIQUE (pool_definition_id, benefit_key)
);
CREATE INDEX pricing_plan_benefits_plan_idx ON pricing_plan_benefits (plan_id);

CREATE TABLE pricing_plan_benefit_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  benefit_id uuid NOT NULL REFERENCES pricing_plan_benefits (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  category text NOT NULL DEFAULT '' CHECK (length(category) <= 20),
  external_id uuid NOT NULL,
  -- An item is in a benefit's item set once.
  CONSTRAINT pricing_plan_benefit_items_benefit_id_category_external_id_key
    UNIQUE (benefit_id, category, external_id)
);
CREATE INDEX pricing_plan_benefit_items_item_idx
  ON pricing_plan_benefit_items (site_id, external_id, category);
