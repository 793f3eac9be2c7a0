-- Events v3: the parts of an event beyond 0002, categories, RSVPs, and the once-only clock
-- notifications. Presentation-only parts (texts, mainImage, address, online conferencing, agenda,
-- SEO, recurring dates, rsvp and ticketing settings) stay in `details` jsonb.

-- 0002 named the waitlist status OPEN_RSVP_WAITLIST; the v3 list says OPEN_RSVP_WAITLIST_ONLY
-- (derived when an RSVP event is full, never stored, so only the name changes).
ALTER TABLE events_events DROP CONSTRAINT events_events_registration_status_check;
UPDATE events_events SET registration_status = 'OPEN_RSVP'
  WHERE registration_status = 'OPEN_RSVP_WAITLIST';
ALTER TABLE events_events ADD CONSTRAINT events_events_registration_status_check
  CHECK (registration_status IN ('OPEN_RSVP', 'OPEN_RSVP_WAITLIST_ONLY', 'OPEN_TICKETS',
    'OPEN_EXTERNAL', 'SCHEDULED_RSVP', 'CLOSED_AUTOMATICALLY', 'CLOSED_MANUALLY'));

ALTER TABLE events_events
  -- Ricos rich content {nodes, metadata:{version, createdTimestamp, updatedTimestamp}}
  ADD COLUMN description jsonb,
  -- {controls:[{type, system, inputs:[{name, label, mandatory, type}]}]}; NULL: the default form
  ADD COLUMN form jsonb,
  ADD COLUMN canceled_at timestamptz;

CREATE TABLE events_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, name)
);

CREATE TABLE events_event_categories (
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  category_id uuid NOT NULL REFERENCES events_categories (id) ON DELETE CASCADE,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (event_id, category_id)
);
CREATE INDEX events_event_categories_category_idx ON events_event_categories (category_id, event_id);

-- Responses to RSVP events. The limit counts YES responses with their guests; it is enforced by
-- locking the event row while counting (module event-rsvp), so two instances agree.
CREATE TABLE events_rsvps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  event_id uuid NOT NULL REFERENCES events_events (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  status text NOT NULL CHECK (status IN ('YES', 'NO', 'WAITING')),
  -- Additional guests besides the respondent.
  guests integer NOT NULL DEFAULT 0 CHECK (guests >= 0),
  -- {inputValues:[{inputName, value|values|number|dateTime|address}]}
  form jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_rsvps_event_idx ON events_rsvps (event_id, status, created_at, id);

-- Clock-driven notifications are recorded lazily by whichever read first sees them due; the index
-- makes "exactly once" the database's job, also across instances.
CREATE UNIQUE INDEX domain_events_event_clock_once_idx ON domain_events (aggregate_id, event_type)
  WHERE aggregate_type = 'event'
    AND event_type IN ('events/event_started', 'events/event_ended', 'events/event_reminder');
