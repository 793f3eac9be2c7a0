-- Members as a site shows them (Members v1): the profile's slug, which the member may change and
-- no two members of a site share, and the privacy status: PUBLIC once the member joined the site's
-- community (visitors and other members may then read the public profile), PRIVATE otherwise (only
-- the member and the site's owner see it). Members start private; joining is the member's choice.
ALTER TABLE members
  ADD COLUMN slug text CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 255),
  ADD COLUMN privacy_status text NOT NULL DEFAULT 'PRIVATE'
    CHECK (privacy_status IN ('PUBLIC', 'PRIVATE'));

CREATE UNIQUE INDEX members_site_slug_key ON members (site_id, slug);
