CREATE TABLE "countersigner_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "countersigner_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"actor_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countersigner_events_kind_check" CHECK ("countersigner_events"."kind" in ('designated', 'licence_changed', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "notification_outbox" DROP CONSTRAINT "notification_outbox_kind_check";--> statement-breakpoint
ALTER TABLE "notification_outbox" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "recipient_email" text;--> statement-breakpoint
ALTER TABLE "countersigner_events" ADD CONSTRAINT "countersigner_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countersigner_events" ADD CONSTRAINT "countersigner_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "countersigner_events_user_id_sequence_idx" ON "countersigner_events" USING btree ("user_id","sequence");--> statement-breakpoint
CREATE INDEX "countersigner_events_actor_id_idx" ON "countersigner_events" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_recipient_check" CHECK (("notification_outbox"."user_id" is null) <> ("notification_outbox"."recipient_email" is null));--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_kind_check" CHECK ("notification_outbox"."kind" in ('completion_returned', 'completion_signed_off', 'form_returned', 'form_approved', 'form_submitted', 'sign_offs_waiting', 'countersign_request'));