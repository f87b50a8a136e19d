-- Stored files in chunks of at most 1 MiB (docs/decisions/0044): a put streams its file in, a read
-- streams it out, and neither holds the whole file in the API's memory. stored_files keeps what is
-- known of the whole file (size, SHA-256, content type, immutability); its bytes move here.
CREATE TABLE "stored_file_chunks" (
	"key" text NOT NULL REFERENCES "stored_files"("key") ON DELETE CASCADE,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "stored_file_chunks_pkey" PRIMARY KEY ("key", "seq"),
	CONSTRAINT "stored_file_chunks_seq_check" CHECK ("seq" >= 0)
);--> statement-breakpoint
-- Kept as they come, not compressed again: PDFs, JPEGs and PNGs are compressed already, and trying
-- costs a put more time than it saves.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
-- Every file written before: cut into the same 1 MiB chunks (an empty file has none).
INSERT INTO "stored_file_chunks" ("key", "seq", "bytes")
SELECT f."key", part.seq, substring(f."bytes" from part.seq * 1048576 + 1 for 1048576)
FROM "stored_files" f,
  generate_series(0, ceil(length(f."bytes") / 1048576.0)::integer - 1) AS part(seq);--> statement-breakpoint
ALTER TABLE "stored_files" DROP COLUMN "bytes";--> statement-breakpoint
-- The chunks of an immutable file are kept as written, as its row is (0027's trigger): a rewrite that
-- bypasses the store is refused. The store writes a file's chunks before it marks the file immutable.
CREATE FUNCTION "stored_file_chunks_keep_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "stored_files" WHERE "key" = NEW."key" AND "immutable") THEN
    RAISE EXCEPTION 'stored_files: % is immutable', NEW."key" USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "stored_file_chunks_keep_immutable" BEFORE INSERT OR UPDATE ON "stored_file_chunks"
  FOR EACH ROW EXECUTE FUNCTION "stored_file_chunks_keep_immutable"();
