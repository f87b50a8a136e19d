CREATE TABLE "excel_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"summary" jsonb NOT NULL,
	"applied_by" uuid NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "excel_imports" ADD CONSTRAINT "excel_imports_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "excel_imports_template_sha256_key" ON "excel_imports" USING btree ("template","sha256");--> statement-breakpoint
CREATE INDEX "excel_imports_applied_at_idx" ON "excel_imports" USING btree ("template","applied_at");