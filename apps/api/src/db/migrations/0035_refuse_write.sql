-- A set of writes sent as one statement (db/write-together.ts) refuses itself when one of them touched
-- another number of rows than it must: raising here fails the whole statement, so such a set is atomic
-- on its own, inside a transaction or without one. IV001 is this project's own code for it.
CREATE FUNCTION "refuse_write"("write_name" text) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RAISE EXCEPTION 'write refused: %', write_name USING ERRCODE = 'IV001';
END $$;
