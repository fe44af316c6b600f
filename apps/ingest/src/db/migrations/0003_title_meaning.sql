ALTER TABLE "ingest_articles" ADD COLUMN "title_meaning" bytea;
