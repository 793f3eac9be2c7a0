-- An app's OAuth credentials on a site (the client_credentials grant): the app id is the row id,
-- the secret is shown once and only its sha256 is kept; the instance id an app sends is the
-- site id. Revoked rows stay, so a revoked app's tokens stop working at once.
CREATE TABLE app_credentials (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  secret_hash text NOT NULL,
  name text NOT NULL DEFAULT 'App',
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX app_credentials_site_idx ON app_credentials (site_id);
