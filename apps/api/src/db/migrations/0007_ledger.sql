CREATE TABLE "idempotency_keys" (
	"caller_id" uuid NOT NULL,
	"key" text NOT NULL,
	"scope" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_caller_id_key_pk" PRIMARY KEY("caller_id","key")
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"asset" text NOT NULL,
	"user_id" uuid,
	"product_id" uuid,
	"posted" numeric(24, 8) DEFAULT '0' NOT NULL,
	"reserved" numeric(24, 8) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"bucket" text NOT NULL,
	"amount" numeric(24, 8) NOT NULL,
	"balance_before" numeric(24, 8) NOT NULL,
	"balance_after" numeric(24, 8) NOT NULL,
	"line" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"reverses_id" uuid,
	"actor_user_id" uuid,
	"memo" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"quota_value" numeric(20, 8) NOT NULL,
	"quota_value_date" date NOT NULL,
	"applicable_day" date NOT NULL,
	"quotas" numeric(20, 8) NOT NULL,
	"maker_id" uuid NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"checker_id" uuid,
	"executed_at" timestamp with time zone,
	"ledger_transaction_id" uuid,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expiry_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_key" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_transaction_line_key" ON "ledger_entries" USING btree ("transaction_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_kind_reference_key" ON "ledger_transactions" USING btree ("kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_one_resolution_key" ON "ledger_transactions" USING btree ("reference") WHERE "ledger_transactions"."kind" in ('RELEASE', 'SETTLE');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_one_reversal_key" ON "ledger_transactions" USING btree ("reverses_id") WHERE "ledger_transactions"."reverses_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_approvals_one_open" ON "onboarding_approvals" USING btree ("onboarding_id") WHERE "onboarding_approvals"."status" in ('PREPARED', 'EXECUTED');--> statement-breakpoint
-- Hand-written: the ledger's invariants that drizzle cannot express (docs/ledger.md).
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_position_reserved_within_posted"
  CHECK ("kind" <> 'POSITION' OR ("reserved" >= 0 AND "reserved" <= "posted"));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_kind_known"
  CHECK ("kind" IN ('POSITION', 'FUND_ISSUED_UNITS', 'FUND_BANK', 'INVESTOR_CASH_IN_TRANSIT'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_bucket_known"
  CHECK ("bucket" IN ('POSTED', 'RESERVED'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("amount" <> 0);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_moves_by_amount"
  CHECK ("balance_after" = "balance_before" + "amount");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known"
  CHECK ("kind" IN ('SUBSCRIPTION', 'RESERVE', 'RELEASE', 'SETTLE', 'REVERSAL'));--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_positive"
  CHECK ("amount" > 0 AND "quota_value" > 0 AND "quotas" > 0);--> statement-breakpoint
ALTER TABLE "onboarding_approvals" ADD CONSTRAINT "onboarding_approvals_two_people"
  CHECK ("checker_id" IS NULL OR "checker_id" <> "maker_id");--> statement-breakpoint
-- The journal is append-only: entries and transactions are never updated or deleted.
CREATE FUNCTION "ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%: the journal is append-only; post a reversing transaction instead', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_append_only"();
