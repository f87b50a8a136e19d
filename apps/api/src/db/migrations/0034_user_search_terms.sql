-- The back office's searches find users by word prefixes in a GIN index of search terms instead of a
-- substring scan (issue #28: searches over 10,000 investors; decision 0047). The trigram
-- column and its index go with the LIKE they served.
ALTER TABLE "users" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_terms" "tsvector" GENERATED ALWAYS AS (array_to_tsvector(array_remove(regexp_split_to_array(lower("users"."name" || ' ' || "users"."last_name" || ' ' || "users"."second_last_name"), '\s+') || regexp_split_to_array(lower("users"."name" || ' ' || "users"."last_name" || ' ' || "users"."second_last_name") || ' ' || lower("users"."email"), '[\s.,@_+''-]+') || array[lower("users"."email"), lower(split_part("users"."email", '@', 2)), coalesce(lower("users"."document_number"), '')], ''))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_terms_idx" ON "users" USING gin ("search_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "onboardings_updated_idx" ON "onboardings" USING btree ("updated_at" DESC NULLS FIRST,"id");
