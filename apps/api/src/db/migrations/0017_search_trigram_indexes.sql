-- pg_trgm ships with PostgreSQL (contrib) and with PGlite (loaded by db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("users"."name" || ' ' || "users"."last_name" || ' ' || "users"."second_last_name" || ' ' || "users"."email" || ' ' || coalesce("users"."document_number", ''))) STORED;--> statement-breakpoint
CREATE INDEX "newsletter_email_trgm_idx" ON "newsletter_subscriptions" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_name_trgm_idx" ON "newsletter_subscriptions" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);