ALTER TABLE "logbook_events" DROP CONSTRAINT "logbook_events_kind_check";--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD COLUMN "imported_via" text;--> statement-breakpoint
ALTER TABLE "logbook_entries" ADD CONSTRAINT "logbook_entries_imported_via_check" CHECK ("logbook_entries"."imported_via" in ('link', 'account'));--> statement-breakpoint
ALTER TABLE "logbook_events" ADD CONSTRAINT "logbook_events_kind_check" CHECK ("logbook_events"."kind" in ('created', 'updated', 'deleted', 'submitted', 'withdrawn', 'countersigned', 'declined', 'superseded', 'imported'));