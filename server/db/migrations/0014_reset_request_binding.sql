-- A reset code is bound to the request that asked for it (docs/decisions/0054).
ALTER TABLE "email_verifications" ADD COLUMN "request_hash" text;
