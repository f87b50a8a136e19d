CREATE TABLE "repurchase_quarters" (
	"product_id" uuid NOT NULL,
	"quarter" text NOT NULL,
	"capital_units" numeric(24, 8) NOT NULL,
	"cap_units" numeric(24, 8) NOT NULL,
	"requested_units" numeric(24, 8) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repurchase_quarters_product_id_quarter_pk" PRIMARY KEY("product_id","quarter"),
	CONSTRAINT "repurchase_quarters_within_cap" CHECK ("repurchase_quarters"."requested_units" >= 0 and "repurchase_quarters"."requested_units" <= "repurchase_quarters"."cap_units")
);
--> statement-breakpoint
CREATE TABLE "rescues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"quotas" numeric(20, 8) NOT NULL,
	"quota_value" numeric(20, 8) NOT NULL,
	"quota_value_date" date NOT NULL,
	"applicable_day" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"quarter" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rejection_reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rescues_positive" CHECK ("rescues"."quotas" > 0 and "rescues"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "repurchase_quarters" ADD CONSTRAINT "repurchase_quarters_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_bank_account_id_customer_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."customer_bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescues" ADD CONSTRAINT "rescues_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rescues_user_idx" ON "rescues" USING btree ("user_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "rescues_status_idx" ON "rescues" USING btree ("status","requested_at");