-- Anonymous booking actions (Bookings Writer V2): every booking has a token that lets whoever
-- holds it read, cancel or reschedule the booking without logging in. The owner reads it (Get
-- Anonymous Action Token); a booker who is not a member gets it in the confirmation mail. Random
-- and unique, so it names the booking without saying which; 64 URL-safe characters.
ALTER TABLE bookings_bookings
  ADD COLUMN anonymous_token text NOT NULL
    DEFAULT (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
ALTER TABLE bookings_bookings
  ADD CONSTRAINT bookings_bookings_anonymous_token_key UNIQUE (anonymous_token);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('EMAIL_VERIFICATION', 'PASSWORD_RECOVERY', 'LOGIN_CODE', 'BOOKING_CONFIRMATION'));

-- Staff Members V2's trash bin: deleting a staff member moves it here (its last state, as the
-- wire showed it) until the owner removes it for good or restores it.
CREATE TABLE bookings_staff_trash (
  id uuid PRIMARY KEY,
  site_id uuid NOT NULL REFERENCES sites (id) ON DELETE CASCADE,
  staff_member jsonb NOT NULL,
  deleted_at timestamptz NOT NULL
);
CREATE INDEX bookings_staff_trash_site_idx ON bookings_staff_trash (site_id, deleted_at, id);
