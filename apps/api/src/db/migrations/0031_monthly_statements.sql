-- Monthly statements claimed once per investor and month, her choice of the e-mail, queued e-mails
-- that carry stored files, and the annual tax certificate as a document type (docs/decisions/0039).
CREATE TABLE "statement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"document_id" uuid,
	"emailed" boolean DEFAULT false NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "statement_runs_status_check" CHECK ("statement_runs"."status" in ('PENDING', 'DONE')),
	CONSTRAINT "statement_runs_period_check" CHECK ("statement_runs"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "statement_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"monthly_email" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_document_id_investor_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."investor_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "statement_runs_user_period_key" ON "statement_runs" USING btree ("user_id","period");--> statement-breakpoint
CREATE INDEX "statement_runs_pending_idx" ON "statement_runs" USING btree ("period") WHERE "statement_runs"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "investor_documents" DROP CONSTRAINT "investor_documents_type_check";--> statement-breakpoint
ALTER TABLE "investor_documents" ADD CONSTRAINT "investor_documents_type_check" CHECK ("investor_documents"."type" in ('ACCOUNT_STATEMENT', 'INVESTMENT_REPORT', 'CERTIFICATE', 'TAX_CERTIFICATE'));
