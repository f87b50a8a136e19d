-- Every holder of quotas is a PARTICIPE (docs/business-rules.md, "Who is a participant"). Since this
-- release every ledger credit makes its holder one; an INTERESADO who came to hold quotas before (the
-- demo seed credited interesado@invierte.pe without it) is made one here.
UPDATE "users" SET "profile" = 'PARTICIPE', "updated_at" = now()
WHERE "profile" = 'INTERESADO'
  AND "id" IN (
    SELECT "user_id" FROM "ledger_accounts"
    WHERE "kind" = 'POSITION' AND "user_id" IS NOT NULL AND "posted" > 0
  );
