CREATE TABLE "onboarding_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"generation" integer DEFAULT 1 NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid
);
--> statement-breakpoint
CREATE TABLE "onboarding_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_id" uuid NOT NULL,
	"contract_file_id" uuid NOT NULL,
	"contract_sha256" text NOT NULL,
	"status" text NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"provider_ref" text,
	"signed_at" timestamp with time zone,
	"signer_ip" text,
	"signer_user_agent" text,
	"certificate_file_id" uuid,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_files" ADD CONSTRAINT "onboarding_files_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signatures" ADD CONSTRAINT "onboarding_signatures_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signatures" ADD CONSTRAINT "onboarding_signatures_contract_file_id_onboarding_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."onboarding_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_signatures" ADD CONSTRAINT "onboarding_signatures_certificate_file_id_onboarding_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."onboarding_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_files_onboarding_idx" ON "onboarding_files" USING btree ("onboarding_id","kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_signatures_one_signed" ON "onboarding_signatures" USING btree ("contract_file_id") WHERE "onboarding_signatures"."status" = 'SIGNED';--> statement-breakpoint
CREATE INDEX "onboarding_signatures_onboarding_idx" ON "onboarding_signatures" USING btree ("onboarding_id","created_at");--> statement-breakpoint
-- A stored file's identity (path, size, hash) never changes; only its removal can be recorded.
CREATE FUNCTION "onboarding_files_identity_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.file_key IS DISTINCT FROM OLD.file_key OR NEW.sha256 IS DISTINCT FROM OLD.sha256
     OR NEW.size IS DISTINCT FROM OLD.size OR NEW.onboarding_id IS DISTINCT FROM OLD.onboarding_id THEN
    RAISE EXCEPTION 'onboarding_files: a stored file cannot be rewritten';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "onboarding_files_no_rewrite" BEFORE UPDATE ON "onboarding_files"
  FOR EACH ROW EXECUTE FUNCTION "onboarding_files_identity_fixed"();
