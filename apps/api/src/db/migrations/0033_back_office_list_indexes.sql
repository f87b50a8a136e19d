-- The back office's lists read one page in order from an index instead of sorting every row
-- (issue #28: lists and searches over 10,000 investors), and searches by investor reach her
-- onboardings through their user (docs/benchmarks.md, findings of 2026-11-29).
DROP INDEX "onboardings_state_idx";--> statement-breakpoint
CREATE INDEX "onboardings_state_idx" ON "onboardings" USING btree ("state","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "onboardings_user_idx" ON "onboardings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_profile_created_idx" ON "users" USING btree ("profile","created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "users_profile_name_idx" ON "users" USING btree ("profile",lower("name" || ' ' || "last_name" || ' ' || "second_last_name"),"id");
