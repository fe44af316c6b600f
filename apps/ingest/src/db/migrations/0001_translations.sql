CREATE TABLE "ingest_translations" (
	"text_hash" text NOT NULL,
	"source" text NOT NULL,
	"target" text NOT NULL,
	"translated" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ingest_translations_text_hash_source_target_pk" PRIMARY KEY("text_hash","source","target")
);
--> statement-breakpoint
CREATE INDEX "ingest_translations_created_idx" ON "ingest_translations" USING btree ("created_at");
