CREATE TABLE "reading_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reading_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"story_id" text,
	"episode" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_ms" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reading_events_story_or_briefing" CHECK (("reading_events"."kind" = 'story' and "reading_events"."story_id" is not null) or ("reading_events"."kind" = 'briefing' and "reading_events"."episode" is not null))
);
--> statement-breakpoint
CREATE TABLE "reading_history_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reading_events" ADD CONSTRAINT "reading_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_history_settings" ADD CONSTRAINT "reading_history_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_events_user_opened_at_idx" ON "reading_events" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "reading_events_opened_at_idx" ON "reading_events" USING btree ("opened_at");