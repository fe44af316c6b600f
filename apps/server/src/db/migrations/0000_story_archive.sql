CREATE TABLE "story_archive" (
	"id" text PRIMARY KEY NOT NULL,
	"story" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"edition_id" text NOT NULL,
	"published_at" timestamp with time zone,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "story_archive_published_at_idx" ON "story_archive" USING btree ("published_at");