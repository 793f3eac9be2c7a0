-- Bookings services in full (issue 3): state, slugs, booking policies, staff, business locations;
-- API keys, the site owner's credential for writes (docs/protocol.md §1.4 ApiKeyStrategy).

CREATE TABLE bookings_policies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  -- limitEarlyBookingPolicy, limitLateBookingPolicy, bookAfterStartPolicy, cancellation, ...
  rules jsonb NOT NULL DEFAULT '{}',
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX bookings_policies_one_default_idx ON bookings_policies (site_id) WHERE is_default;

CREATE TABLE bookings_staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  main_media jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bookings_staff_site_idx ON bookings_staff (site_id);

CREATE TABLE business_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE')),
  location_type text NOT NULL DEFAULT 'UNKNOWN'
    CHECK (location_type IN ('UNKNOWN', 'BRANCH', 'OFFICES', 'RECEPTION', 'HEADQUARTERS')),
  address jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX business_locations_site_idx ON business_locations (site_id);

ALTER TABLE bookings_services
  ADD COLUMN state text NOT NULL DEFAULT 'CREATED' CHECK (state IN ('CREATED', 'DELETED')),
  ADD COLUMN policy_id uuid REFERENCES bookings_policies (id) ON DELETE SET NULL,
  ADD COLUMN slug_custom boolean NOT NULL DEFAULT false,
  ADD COLUMN slug_created_at timestamptz NOT NULL DEFAULT now(),
  -- Earlier slugs of the service; each keeps answering for it.
  ADD COLUMN old_slugs jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN pricing_plan_ids uuid[] NOT NULL DEFAULT '{}',
  ADD COLUMN deleted_at timestamptz;
UPDATE bookings_services SET slug_created_at = created_at;
CREATE INDEX bookings_services_site_state_idx ON bookings_services (site_id, state);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  -- sha256 of the key, hex; the key itself is shown once and never stored.
  key_hash text NOT NULL UNIQUE,
  name text NOT NULL DEFAULT 'API key',
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX api_keys_site_idx ON api_keys (site_id);
