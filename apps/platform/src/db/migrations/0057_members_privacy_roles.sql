-- Member Privacy Settings v1: the site's one row (absent = the defaults: anyone may make their
-- profile public, public profiles visible to all). NO_ONE makes every profile private to others;
-- VISIBLE_TO_MEMBERS_ONLY hides public profiles from visitors. The revision guards the owner's set.
CREATE TABLE member_privacy_settings (
  site_id uuid PRIMARY KEY REFERENCES sites (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  public_member_visibility text NOT NULL DEFAULT 'VISIBLE_TO_ALL'
    CHECK (public_member_visibility IN ('VISIBLE_TO_MEMBERS_ONLY', 'VISIBLE_TO_ALL')),
  public_member_candidates text NOT NULL DEFAULT 'ANYONE'
    CHECK (public_member_candidates IN ('NO_ONE', 'ANYONE')),
  revision bigint NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Member roles (Member Role Definitions v1, Members Authorization v1): the roles the site's owner
-- defines (an uppercase key, a title, whether a blocked member may hold it) and which members hold
-- them; a member holds a role at most once, and a role that goes takes its assignments with it.
CREATE TABLE member_role_definitions (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  role_key text NOT NULL CHECK (role_key ~ '^[A-Z0-9_]{1,100}$'),
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  blockable boolean NOT NULL DEFAULT false,
  revision bigint NOT NULL DEFAULT 1,
  PRIMARY KEY (site_id, role_key)
);

CREATE TABLE member_roles (
  site_id uuid NOT NULL,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  role_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, role_key),
  FOREIGN KEY (site_id, role_key) REFERENCES member_role_definitions (site_id, role_key) ON DELETE CASCADE
);
