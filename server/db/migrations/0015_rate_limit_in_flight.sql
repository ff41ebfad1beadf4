-- Sign-ins whose password is being checked are counted apart, so a correct one is never refused
-- for slots that other correct ones still hold (docs/decisions/0055).
ALTER TABLE "rate_limit_buckets" ADD COLUMN "in_flight" integer DEFAULT 0 NOT NULL;
