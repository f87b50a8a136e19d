CREATE TABLE "onboarding_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"onboarding_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"event" text NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"part" text,
	"data" jsonb,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_parts" (
	"onboarding_id" uuid NOT NULL,
	"part" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_parts_onboarding_id_part_pk" PRIMARY KEY("onboarding_id","part")
);
--> statement-breakpoint
CREATE TABLE "onboardings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"state" text NOT NULL,
	"contract_state" text NOT NULL,
	"resume_state" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "restricted_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_type" text NOT NULL,
	"document_number" text NOT NULL,
	"added_by" uuid,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_parts" ADD CONSTRAINT "onboarding_parts_onboarding_id_onboardings_id_fk" FOREIGN KEY ("onboarding_id") REFERENCES "public"."onboardings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboardings" ADD CONSTRAINT "onboardings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_persons" ADD CONSTRAINT "restricted_persons_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_events_onboarding_idx" ON "onboarding_events" USING btree ("onboarding_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboardings_one_open_per_user" ON "onboardings" USING btree ("user_id") WHERE "onboardings"."state" not in ('APPROVED', 'DISAPPROVED', 'CANCELED', 'CANCELED_BY_SUPPORT');--> statement-breakpoint
CREATE INDEX "onboardings_state_idx" ON "onboardings" USING btree ("state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "restricted_persons_document_key" ON "restricted_persons" USING btree ("document_type","document_number");--> statement-breakpoint
-- The audit trail is append-only: a row, once written, is never rewritten (deletion only follows its
-- onboarding or user away, through the foreign keys).
CREATE FUNCTION "onboarding_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'onboarding_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "onboarding_events_no_update" BEFORE UPDATE ON "onboarding_events"
  FOR EACH ROW EXECUTE FUNCTION "onboarding_events_append_only"();--> statement-breakpoint
-- Clearly fake entries so the restricted-list check can be tried in every environment; compliance
-- maintains the real list.
INSERT INTO "restricted_persons" ("document_type", "document_number", "reason") VALUES
('DNI', '99999990', 'Registro de prueba: lista restringida'),
('DNI', '99999991', 'Registro de prueba: lista restringida'),
('DNI', '99999992', 'Registro de prueba: lista restringida')
ON CONFLICT DO NOTHING;
