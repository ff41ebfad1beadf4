CREATE TABLE "ia_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"performed_on" date NOT NULL,
	"kind" text NOT NULL,
	"hours" numeric(5, 1),
	"aircraft_make" text,
	"aircraft_model" text,
	"aircraft_registration" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ia_activities_kind_check" CHECK ("ia_activities"."kind" in ('annual_inspection', 'major_repair_or_alteration', 'progressive_inspection', 'refresher_course', 'oral_test')),
	CONSTRAINT "ia_activities_hours_check" CHECK ("ia_activities"."hours" is null or "ia_activities"."hours" > 0)
);
--> statement-breakpoint
ALTER TABLE "work_history_forms" ADD COLUMN "ap_certificate_issued_on" date;--> statement-breakpoint
ALTER TABLE "work_history_forms" ADD COLUMN "ratings" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "work_history_forms" ADD COLUMN "ia_issued_on" date;--> statement-breakpoint
ALTER TABLE "ia_activities" ADD CONSTRAINT "ia_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ia_activities_user_id_performed_on_idx" ON "ia_activities" USING btree ("user_id","performed_on");--> statement-breakpoint
ALTER TABLE "work_history_forms" ADD CONSTRAINT "work_history_forms_ratings_check" CHECK ("work_history_forms"."ratings" <@ array['airframe', 'powerplant']::text[]);