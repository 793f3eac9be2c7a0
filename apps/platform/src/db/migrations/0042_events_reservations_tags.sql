-- Ticket Reservations' tags (Bulk Update Ticket Reservation Tags, by ids or by filter): the public
-- tag ids anyone who reads the reservation sees, and the private ones only the owner reads.
ALTER TABLE events_reservations
  ADD COLUMN tag_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN private_tag_ids text[] NOT NULL DEFAULT '{}';
