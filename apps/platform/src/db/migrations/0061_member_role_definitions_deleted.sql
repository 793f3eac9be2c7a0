-- Member Role Definitions v1's Delete: "once deleted, the role can no longer be assigned to
-- members; members who currently have the role retain it until it is explicitly unassigned". So a
-- deleted definition stays as a row, marked: gone from list, get, update and assign, still naming
-- (with its title) the role its holders keep, until the owner unassigns it or defines the key again.
ALTER TABLE member_role_definitions ADD COLUMN deleted_at timestamptz;
