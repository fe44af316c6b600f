CREATE TABLE "ingest_run_feeds" (
	"run_id" integer NOT NULL,
	"feed_url" text NOT NULL,
	"report" jsonb NOT NULL,
	CONSTRAINT "ingest_run_feeds_run_id_feed_url_pk" PRIMARY KEY("run_id","feed_url")
);
--> statement-breakpoint
ALTER TABLE "ingest_run_feeds" ADD CONSTRAINT "ingest_run_feeds_run_id_ingest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "ingest_runs"("id") ON DELETE cascade ON UPDATE no action;
