-- The plan orders' clock notifications (cycle_started, ended) are recorded by reads, like the events
-- clock (0008): no job runs them. These columns say how far an order's notifications went, and a
-- conditional update on them lets exactly one reader record each one.
ALTER TABLE plan_orders ADD COLUMN notified_cycles integer NOT NULL DEFAULT 0;
ALTER TABLE plan_orders ADD COLUMN ended_notified boolean NOT NULL DEFAULT false;
CREATE INDEX plan_orders_clock_idx ON plan_orders (site_id) WHERE NOT ended_notified;

-- A site may ask every password login for a one-time code sent by email (state REQUIRE_MFA); the
-- code goes to the mail outbox as a LOGIN_CODE.
ALTER TABLE identity_settings ADD COLUMN require_mfa boolean NOT NULL DEFAULT false;
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('EMAIL_VERIFICATION', 'PASSWORD_RECOVERY', 'LOGIN_CODE'));
