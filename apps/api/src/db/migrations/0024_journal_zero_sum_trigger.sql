-- The journal's zero-sum rule, held by the database as well as by `planPosting` (docs/ledger.md,
-- decision 0026): at commit, every journal transaction's entries sum to zero per asset (a currency or
-- a fund's units) and bucket (POSTED, RESERVED). Deferred, so a posting's entries may arrive in any
-- number of statements of one database transaction; checked for each transaction an inserted entry
-- names, so entries added later to a committed transaction are refused too.
CREATE FUNCTION "ledger_transaction_sums_to_zero"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  off record;
BEGIN
  SELECT e.asset, e.bucket, sum(e.amount) AS total INTO off
  FROM ledger_entries e
  WHERE e.transaction_id = NEW.transaction_id
  GROUP BY e.asset, e.bucket
  HAVING sum(e.amount) <> 0
  LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero: % % totals %',
      NEW.transaction_id, off.asset, off.bucket, off.total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_transaction_sums_to_zero';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_transaction_sums_to_zero" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_sums_to_zero"();--> statement-breakpoint
-- A journal transaction without entries moves nothing and is no posting: refused at commit as well.
CREATE FUNCTION "ledger_transaction_has_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transaction % has no entries', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transactions_have_entries';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_have_entries" AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "ledger_transaction_has_entries"();
