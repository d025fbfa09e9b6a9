-- Approval as a recoverable sequence. An approval first records its intent on the opportunity, which stays
-- in analysis: who approves, what they asked for (name, probability, the page origin of the owner's e-mail), a claim
-- token and a lease. Then the CRM write, idempotent by the portal id; then one transaction that moves the opportunity
-- to approved and clears the intent, only while the token is still held. A claim whose lease ended belongs to the
-- recovery, which finishes it or, when the CRM refuses it (or its approver gave up: approval_undo), undoes it.
ALTER TABLE api.opportunities
  ADD COLUMN approval_token        uuid,
  ADD COLUMN approval_lease_until  timestamptz,
  ADD COLUMN approval_user_id      text,
  ADD COLUMN approval_username     text,
  ADD COLUMN approval_name         text,
  ADD COLUMN approval_probability  integer CHECK (approval_probability IN (25, 50, 75, 100)),
  ADD COLUMN approval_origin       text,
  ADD COLUMN approval_undo         boolean NOT NULL DEFAULT false,
  -- An intent exists only in analysis, and always with its lease.
  ADD CONSTRAINT opportunities_approval_in_analysis CHECK (approval_token IS NULL OR status = 'analysis'),
  ADD CONSTRAINT opportunities_approval_lease CHECK ((approval_token IS NULL) = (approval_lease_until IS NULL));
CREATE INDEX opportunities_approval_lease_idx ON api.opportunities (approval_lease_until)
  WHERE approval_token IS NOT NULL;

-- Approvals that the old sequence left half-done (status approved without an approval date: the process died between
-- its claim and its CRM call or completion) go back to analysis, with a note by "Sistema", and can be approved again.
WITH moved AS (
  UPDATE api.opportunities SET status = 'analysis', updated_at = now()
  WHERE status = 'approved' AND approve_date IS NULL AND NOT is_deleted
  RETURNING id, brand
)
INSERT INTO api.history (brand, type, type_id, action_type, user_id, username, modifications)
SELECT m.brand, 'opportunity', m.id::text, 'update', NULL, 'Sistema',
  jsonb_build_array(
    jsonb_build_object('attribute', 'status', 'oldValue', 'approved', 'newValue', 'analysis'),
    jsonb_build_object('attribute', 'note', 'oldValue', NULL, 'newValue',
      'Aprovação interrompida antes do registro no CRM; a oportunidade voltou para análise e pode ser aprovada de novo.'))
FROM moved m;

-- One local CRM record per portal opportunity, so that the CRM write is an idempotent upsert. Records the old sequence
-- duplicated or left behind go first: only those an opportunity's `register` names are kept (an approval of an
-- opportunity whose attempt left one creates it again).
DELETE FROM api.crm_opportunities c
WHERE NOT EXISTS (SELECT 1 FROM api.opportunities o WHERE o.register = c.id AND o.id = c.opportunity_id);
ALTER TABLE api.crm_opportunities ADD CONSTRAINT crm_opportunities_opportunity_id_key UNIQUE (opportunity_id);
