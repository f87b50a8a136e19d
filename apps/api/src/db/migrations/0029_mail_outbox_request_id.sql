-- The request that queued each e-mail, for the log lines of its sending (docs/deploy.md, "Logs").
ALTER TABLE "mail_outbox" ADD COLUMN "request_id" text;
