-- Members authentication's register answers a member the owner must approve with an approval
-- token, which the owner's Approve takes in place of the member's id or email: one more kind of
-- one-time secret (stored hashed, used once, expiring like the others).
ALTER TABLE identity_secrets DROP CONSTRAINT identity_secrets_kind_check;
ALTER TABLE identity_secrets ADD CONSTRAINT identity_secrets_kind_check
  CHECK (kind IN ('session', 'state', 'recovery', 'code', 'approval'));
