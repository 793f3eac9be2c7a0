-- A member's contact as Members v1 has it: phone numbers, extra email addresses and street
-- addresses beside the names (deleteMemberPhones / Emails / Addresses clear them).
ALTER TABLE members
  ADD COLUMN phones jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN emails jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN addresses jsonb NOT NULL DEFAULT '[]';
