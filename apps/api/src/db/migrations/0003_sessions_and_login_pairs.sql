CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Refresh-token families that were open become sessions, so nobody is logged out by the upgrade
-- beyond their current access token (which names no session).
INSERT INTO "sessions" ("id", "user_id", "created_at", "revoked_at")
SELECT "family_id", min("user_id"::text)::uuid, min("created_at"),
       CASE WHEN bool_and("revoked_at" IS NOT NULL) THEN max("revoked_at") END
FROM "refresh_tokens" GROUP BY "family_id";--> statement-breakpoint
-- Failure counts are short-lived; the new key is (e-mail, client address).
DELETE FROM "login_attempts";--> statement-breakpoint
ALTER TABLE "login_attempts" DROP CONSTRAINT "login_attempts_pkey";--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "client_ip" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD CONSTRAINT "login_attempts_email_client_ip_pk" PRIMARY KEY("email","client_ip");
