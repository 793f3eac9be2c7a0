-- Platform core: sites, OAuth clients, installed apps, signing keys, refresh tokens.
CREATE TABLE sites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  premium boolean NOT NULL DEFAULT false,
  owner_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE oauth_clients (
  id text PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  allowed_redirect_uris text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_clients_site_id_idx ON oauth_clients (site_id);

CREATE TABLE installed_apps (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  app text NOT NULL CHECK (app IN ('bookings', 'stores', 'events', 'pricing-plans')),
  installed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, app)
);

CREATE TABLE platform_keys (
  id text PRIMARY KEY,
  kid text NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  client_id text NOT NULL REFERENCES oauth_clients (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('visitor', 'member')),
  subject_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  expires_at timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_site_id_idx ON refresh_tokens (site_id);
CREATE INDEX refresh_tokens_client_id_idx ON refresh_tokens (client_id);
