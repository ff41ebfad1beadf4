CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_user_day_kind_unique" UNIQUE("user_id","day","kind"),
	CONSTRAINT "alert_deliveries_kind_check" CHECK ("alert_deliveries"."kind" in ('own_items', 'team_digest')),
	CONSTRAINT "alert_deliveries_status_check" CHECK ("alert_deliveries"."status" in ('sending', 'sent', 'failed')),
	CONSTRAINT "alert_deliveries_attempts_check" CHECK ("alert_deliveries"."attempts" >= 1)
);
--> statement-breakpoint
CREATE TABLE "center_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"alert_window_days" integer DEFAULT 30 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "center_settings_single_row_check" CHECK ("center_settings"."id" = 1),
	CONSTRAINT "center_settings_alert_window_days_check" CHECK ("center_settings"."alert_window_days" between 7 and 90)
);
--> statement-breakpoint
CREATE TABLE "user_alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_alerts" boolean DEFAULT true NOT NULL,
	"calendar_token_nonce" text,
	"calendar_token_hash" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_alert_settings_calendar_token_hash_unique" UNIQUE("calendar_token_hash")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_alert_settings" ADD CONSTRAINT "user_alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;