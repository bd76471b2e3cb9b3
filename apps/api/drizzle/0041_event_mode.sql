CREATE TABLE "event_location_shares" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"heading" double precision,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_location_shares_latitude_check" CHECK ("event_location_shares"."latitude" between -90 and 90),
	CONSTRAINT "event_location_shares_longitude_check" CHECK ("event_location_shares"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "event_saved_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_saved_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_saved_locations_kind_check" CHECK ("event_saved_locations"."kind" in ('BOOTH', 'MEETING_POINT', 'OTHER'))
);
--> statement-breakpoint
ALTER TABLE "event_location_shares" ADD CONSTRAINT "event_location_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_location_shares" ADD CONSTRAINT "event_location_shares_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_saved_locations" ADD CONSTRAINT "event_saved_locations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_saved_locations" ADD CONSTRAINT "event_saved_locations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_location_shares_event_idx" ON "event_location_shares" USING btree ("event_id","latitude","longitude");--> statement-breakpoint
CREATE INDEX "event_saved_locations_owner_idx" ON "event_saved_locations" USING btree ("user_id","event_id");