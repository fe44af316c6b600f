ALTER TABLE "ingest_feeds" ADD COLUMN "not_before" timestamp with time zone;
