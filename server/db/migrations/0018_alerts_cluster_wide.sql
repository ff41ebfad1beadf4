-- The daily alerts run in one process at a time (a lease row) and a failed send waits before its next
-- try, so several processes or a short mail outage do not spend the day's tries (docs/decisions/0065).
CREATE TABLE "alert_run_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "retry_at" timestamp with time zone;