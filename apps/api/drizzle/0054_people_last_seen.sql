CREATE TABLE "people_last_seen" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people_last_seen" ADD CONSTRAINT "people_last_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_last_seen_seen_at_idx" ON "people_last_seen" USING btree ("seen_at");