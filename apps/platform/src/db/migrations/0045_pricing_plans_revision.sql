-- Plans V3 (docs/protocol.md §2.7): a plan's revision, which every change of the plan through
-- either wire increments (pricing-plans/writes.ts's `save`), and which Plans V3's update must name
-- so that two writers cannot overwrite each other's change unseen.
ALTER TABLE pricing_plans
  ADD COLUMN revision bigint NOT NULL DEFAULT 1;
