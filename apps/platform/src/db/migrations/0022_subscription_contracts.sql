-- Issue 7: subscription contracts, so their created/updated/deleted events have a cause. The
-- platform makes them at checkout of subscription items; here the owner's local-only calls do.
-- Line prices are integer minor units of the contract's currency (money exact); `revision` guards
-- updates (a stale one is refused).
CREATE TABLE ecom_subscription_contracts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  buyer_info jsonb NOT NULL,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  line_items jsonb NOT NULL,
  subscription_settings jsonb NOT NULL,
  description text,
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ecom_subscription_contracts_site_idx
  ON ecom_subscription_contracts (site_id, created_at);
