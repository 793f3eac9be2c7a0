-- How a redirect session ended (hosted/README.md "Return URLs"): the callback type and final
-- status its hosted page returned with, and when. Null while the session is still open.

ALTER TABLE redirect_sessions
  ADD COLUMN callback_type text CHECK (callback_type IN ('LOGOUT', 'CHECKOUT', 'AUTHORIZE')),
  ADD COLUMN callback_status text CHECK (callback_status IN ('SUCCESS', 'ERROR')),
  ADD COLUMN completed_at timestamptz;

ALTER TABLE identity_redirects
  ADD COLUMN callback_type text CHECK (callback_type IN ('LOGOUT', 'CHECKOUT', 'AUTHORIZE')),
  ADD COLUMN callback_status text CHECK (callback_status IN ('SUCCESS', 'ERROR')),
  ADD COLUMN completed_at timestamptz;
