-- Site members and their logins (docs/protocol.md §5.4), one-time secrets, the login throttle, the
-- identity redirect sessions (auth, login, logout) and the local mail outbox.

-- What a new member meets: signed in at once, an email code first, or the owner's approval.
CREATE TABLE identity_settings (
  site_id uuid PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
  signup_policy text NOT NULL DEFAULT 'SUCCESS'
    CHECK (signup_policy IN ('SUCCESS', 'REQUIRE_EMAIL_VERIFICATION', 'REQUIRE_OWNER_APPROVAL')),
  require_captcha boolean NOT NULL DEFAULT false
);

CREATE TABLE members (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- scrypt$<salt>$<key>, never returned and never logged
  password_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('APPROVED', 'PENDING', 'BLOCKED')),
  email_verified boolean NOT NULL DEFAULT false,
  password_reset_required boolean NOT NULL DEFAULT false,
  nickname text,
  first_name text,
  last_name text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One member per email and site, whatever the letter case: two instances cannot both register it.
CREATE UNIQUE INDEX members_site_email_key ON members (site_id, lower(email));

-- Session tokens, state tokens with their email code, recovery links and authorization codes.
-- Only a hash of the secret is stored; `used_at` makes each one work once.
CREATE TABLE identity_secrets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('session', 'state', 'recovery', 'code')),
  secret_hash text NOT NULL UNIQUE,
  code_hash text,
  attempts integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX identity_secrets_member_idx ON identity_secrets (member_id);

-- Login attempts charged per key (an email or an address) in a fixed window; the upsert makes the
-- count exact across instances.
CREATE TABLE identity_login_throttle (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  attempts integer NOT NULL,
  PRIMARY KEY (site_id, key)
);

-- Redirect sessions of the identity intents and the members account pages; the checkout ones
-- live in redirect_sessions.
CREATE TABLE identity_redirects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  client_id text NOT NULL,
  intent text NOT NULL CHECK (intent IN ('auth', 'login', 'logout', 'membersAccount')),
  created_by_type text NOT NULL,
  created_by_id text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  callbacks jsonb NOT NULL DEFAULT '{}',
  session_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  recipient text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('EMAIL_VERIFICATION', 'PASSWORD_RECOVERY')),
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  link text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_site_idx ON mail_outbox (site_id, id);

-- Storefronts on any loopback port may take a login back to themselves (the e2e one is on 3300).
UPDATE oauth_clients
  SET allowed_redirect_uris = allowed_redirect_uris
    || ARRAY['http://localhost:*/*', 'http://127.0.0.1:*/*']
  WHERE id = '6f0a3c3e-2b7d-4f3a-9a61-0c8e5d2b7a10';
