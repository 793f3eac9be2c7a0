-- Categories: a category's states (MANUAL unless the owner says otherwise); List Event Categories
-- leaves out HIDDEN ones.
ALTER TABLE events_categories ADD COLUMN states text[] NOT NULL DEFAULT '{MANUAL}';

-- An event's schedule: each item has a draft row (the owner's working copy) and, once published, a
-- published row under the same item id. Publish Draft makes the published rows equal the drafts;
-- Discard Draft makes the drafts equal the published rows.
CREATE TABLE events_schedule_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  item_id uuid NOT NULL,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  draft boolean NOT NULL,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  description text,
  stage_name text,
  tags text[] NOT NULL DEFAULT '{}',
  hidden boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'SCHEDULED' CHECK (status IN ('SCHEDULED', 'CANCELED')),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  time_zone_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_schedule_items_item_id_draft_key UNIQUE (item_id, draft)
);
CREATE INDEX events_schedule_items_event_idx
  ON events_schedule_items (site_id, event_id, draft, start_date);

-- A member's bookmarks of published schedule items.
CREATE TABLE events_schedule_bookmarks (
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  member_id text NOT NULL,
  item_id uuid NOT NULL,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, member_id, item_id)
);
