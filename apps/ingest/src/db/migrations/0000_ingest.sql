CREATE TABLE "ingest_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"outlet" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_articles" (
	"url" text PRIMARY KEY NOT NULL,
	"outlet" text NOT NULL,
	"feed_url" text NOT NULL,
	"language" text NOT NULL,
	"country" text NOT NULL,
	"category" text NOT NULL,
	"major" boolean DEFAULT false NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"author" text,
	"published_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone NOT NULL,
	"image_url" text,
	"image_alt" text,
	"word_count" integer,
	"feed_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"story_id" text
);
--> statement-breakpoint
CREATE INDEX "ingest_articles_story_idx" ON "ingest_articles" USING btree ("story_id");
--> statement-breakpoint
CREATE INDEX "ingest_articles_seen_idx" ON "ingest_articles" USING btree ("first_seen_at");
--> statement-breakpoint
CREATE TABLE "ingest_stories" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_story_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"story_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingest_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"report" jsonb,
	"edition_dir" text
);
