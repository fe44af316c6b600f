CREATE TABLE "story_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"story_id" text NOT NULL,
	"edition_id" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "story_aliases_story_id_idx" ON "story_aliases" USING btree ("story_id");