-- Webhooks (issue 7): subscriptions, one delivery per subscription and event with its attempts,
-- the platform's signing key, and the inspector's request log.

-- The envelope's event id (data.id): the same on every attempt, so receivers can deduplicate.
ALTER TABLE domain_events ADD COLUMN event_uuid uuid NOT NULL DEFAULT gen_random_uuid();

-- Wakes the dispatcher of every instance when new events commit (polling is the fallback).
CREATE FUNCTION domain_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('domain_events', '');
  RETURN NULL;
END $$;
CREATE TRIGGER domain_events_notify AFTER INSERT ON domain_events
  FOR EACH STATEMENT EXECUTE FUNCTION domain_events_notify();

CREATE TABLE webhook_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  -- The OAuth client (app) the subscription belongs to.
  app_id text NOT NULL,
  url text NOT NULL,
  -- Catalog event types (packages/contract/src/webhooks.ts); empty means every type.
  event_types text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, app_id, url)
);

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  subscription_id uuid NOT NULL REFERENCES webhook_subscriptions (id) ON DELETE CASCADE,
  event_id bigint NOT NULL REFERENCES domain_events (id) ON DELETE CASCADE,
  -- aggregate_type || ':' || aggregate_id of the event: deliveries of one entity go in order.
  entity_key text NOT NULL,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- Set while an instance sends it; once past, the attempt is taken as lost and sent again.
  lease_until timestamptz,
  last_status_code integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  failed_at timestamptz,
  UNIQUE (subscription_id, event_id)
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at)
  WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_entity_idx ON webhook_deliveries (subscription_id, entity_key, event_id)
  WHERE status = 'PENDING';
CREATE INDEX webhook_deliveries_site_idx ON webhook_deliveries (site_id, id);

CREATE TABLE webhook_attempts (
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  started_at timestamptz NOT NULL,
  duration_ms integer,
  status_code integer,
  error text,
  PRIMARY KEY (delivery_id, attempt)
);

-- One RS256 key pair for the whole platform; the first instance that needs it creates it.
CREATE TABLE platform_signing_keys (
  kid text PRIMARY KEY,
  private_key_pem text NOT NULL,
  public_key_pem text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The inspector's recent requests: diagnostics only, so unlogged (cheap, lost on a crash).
CREATE UNLOGGED TABLE request_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  site_id uuid,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  duration_ms real NOT NULL,
  request_id text
);
