CREATE TABLE "event_attendees" (
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_attendees_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_attendees_status_check" CHECK ("event_attendees"."status" in ('GOING', 'INTERESTED'))
);
--> statement-breakpoint
CREATE TABLE "event_calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "event_meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"requester_user_id" integer NOT NULL,
	"invitee_user_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"message" text,
	"place" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_meetings_status_check" CHECK ("event_meetings"."status" in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')),
	CONSTRAINT "event_meetings_slot_check" CHECK ("event_meetings"."ends_at" > "event_meetings"."starts_at"),
	CONSTRAINT "event_meetings_people_check" CHECK ("event_meetings"."requester_user_id" <> "event_meetings"."invitee_user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_date_time" timestamp with time zone NOT NULL,
	"end_date_time" timestamp with time zone NOT NULL,
	"previous_start_date_time" timestamp with time zone,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"location" text,
	"venue" text,
	"address" text,
	"city" text,
	"country" text,
	"latitude" double precision,
	"longitude" double precision,
	"online_url" text,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_event_id" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("keywords", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("description", '')), 'C')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('DRAFT', 'PUBLISHED', 'POSTPONED', 'CANCELLED')),
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date_time" > "events"."start_date_time"),
	CONSTRAINT "events_coordinates_check" CHECK (("events"."latitude" is null) = ("events"."longitude" is null))
);
--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendees" ADD CONSTRAINT "event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_calendar_feeds" ADD CONSTRAINT "event_calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_meetings" ADD CONSTRAINT "event_meetings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_meetings" ADD CONSTRAINT "event_meetings_requester_user_id_users_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_meetings" ADD CONSTRAINT "event_meetings_invitee_user_id_users_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_linked_event_id_events_id_fk" FOREIGN KEY ("linked_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_attendees_user_idx" ON "event_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_meetings_requester_idx" ON "event_meetings" USING btree ("requester_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_meetings_invitee_idx" ON "event_meetings" USING btree ("invitee_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_meetings_event_idx" ON "event_meetings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "events_company_idx" ON "events" USING btree ("company_id","start_date_time");--> statement-breakpoint
CREATE INDEX "events_listed_start_idx" ON "events" USING btree ("start_date_time","id") WHERE "events"."status" <> 'DRAFT';--> statement-breakpoint
CREATE INDEX "events_listed_position_idx" ON "events" USING btree ("latitude","longitude") WHERE "events"."status" <> 'DRAFT' and "events"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "events_search_vector_idx" ON "events" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "events_linked_idx" ON "events" USING btree ("linked_event_id") WHERE "events"."linked_event_id" is not null;