-- RSVP V2 (the successor of RSVP v1, one store behind both): a member's current RSVPs are the RSVPs
-- they made while logged in, so an RSVP keeps the member who made it (null for a visitor's, and for
-- every RSVP made before this migration: nothing recorded who made those). Guests are checked in
-- one by one: `check_ins` holds [{guestId, checkInDate}] for the guests of the RSVP checked in.
ALTER TABLE events_rsvps ADD COLUMN member_id text;
ALTER TABLE events_rsvps ADD COLUMN check_ins jsonb NOT NULL DEFAULT '[]'::jsonb;
CREATE INDEX events_rsvps_member_idx ON events_rsvps (site_id, member_id, created_at);
