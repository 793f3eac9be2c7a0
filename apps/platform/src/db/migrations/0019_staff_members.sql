-- Staff members v1 (issue 7: their owner calls record the staff member events): contact details,
-- a revision for optimistic concurrency, and the Wix user the staff member is connected to.
ALTER TABLE bookings_staff
  ADD COLUMN email text,
  ADD COLUMN phone text,
  ADD COLUMN description text,
  ADD COLUMN revision bigint NOT NULL DEFAULT 1,
  -- {email, status: 'PENDING'}: the invitation a connect call sends; null when not connected.
  ADD COLUMN associated_identity jsonb;
