-- Files in the database every API process shares, when the API runs on PostgreSQL (docs/decisions/0032).
-- An immutable file (a signed contract, an annex, a signing certificate) keeps its bytes: the store's
-- put refuses to overwrite it, and this trigger refuses a rewrite that bypasses the store.
CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text,
	"immutable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "stored_files_keep_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."immutable" THEN
    RAISE EXCEPTION 'stored_files: % is immutable', OLD."key" USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "stored_files_keep_immutable" BEFORE UPDATE ON "stored_files"
  FOR EACH ROW EXECUTE FUNCTION "stored_files_keep_immutable"();
