ALTER TABLE "investments" ADD COLUMN "bank_account_id" uuid;--> statement-breakpoint
ALTER TABLE "investments" ADD CONSTRAINT "investments_bank_account_id_customer_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."customer_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_known";--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_known"
  CHECK ("kind" IN ('SUBSCRIPTION', 'RESERVE', 'RELEASE', 'SETTLE', 'REVERSAL', 'REINVESTMENT', 'TRANSFER'));
