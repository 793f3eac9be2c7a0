-- Members as a community (Members Followers v3, Member-to-Member Blocks v1, Member Reports v1,
-- Members About v2). The database holds the rules two instances could race on: a member follows
-- another at most once and never themselves; a pair of members has at most one block, whichever of
-- the two made it (the reference: a member can't block a member who already blocked them); a
-- member has at most one "About" section. Everything goes with the member it names.
CREATE TABLE member_follows (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  followed_member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, followed_member_id),
  CHECK (member_id <> followed_member_id)
);
CREATE INDEX member_follows_followed_idx ON member_follows (followed_member_id);

CREATE TABLE member_blocks (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  blocking_member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  blocked_member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocking_member_id, blocked_member_id),
  CHECK (blocking_member_id <> blocked_member_id)
);
CREATE UNIQUE INDEX member_blocks_pair_key
  ON member_blocks (LEAST(blocking_member_id, blocked_member_id), GREATEST(blocking_member_id, blocked_member_id));
CREATE INDEX member_blocks_blocked_idx ON member_blocks (blocked_member_id);

CREATE TABLE member_reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  reported_member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  reporting_member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('SPAM', 'IMPERSONATION', 'HARASSMENT', 'OTHER')),
  description text CHECK (length(description) <= 1000),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (reported_member_id <> reporting_member_id)
);
CREATE INDEX member_reports_reported_idx ON member_reports (reported_member_id);

CREATE TABLE member_abouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  content jsonb NOT NULL DEFAULT '{}',
  revision bigint NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT member_abouts_member_id_key UNIQUE (member_id)
);
