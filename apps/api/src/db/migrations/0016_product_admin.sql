CREATE TABLE "product_charts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_charts_kind_check" CHECK ("product_charts"."kind" in ('LINE', 'BAR'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regulation_file_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regulation_file_name" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regulation_size" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regulation_sha256" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regulation_uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "detail_table" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_charts" ADD CONSTRAINT "product_charts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_charts_product_idx" ON "product_charts" USING btree ("product_id","position");