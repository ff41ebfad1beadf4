import { createHmac, timingSafeEqual } from "node:crypto";

// Local upload URLs are capabilities like S3 presigned URLs: an HMAC over everything the PUT may do.

/** Where the API serves local uploads; an object path follows. */
export const LOCAL_STORAGE_ROUTE = "/api/storage/";

export interface SignedPut {
  objectPath: string;
  contentType: string;
  maxBytes: number;
  /** Unix seconds. */
  expires: number;
}

export type SignatureCheck =
  | { ok: true; put: SignedPut }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

/** A key used only for upload URLs, derived from the session secret so one secret leak is not two. */
export function deriveUploadKey(secret: string): Buffer {
  return createHmac("sha256", secret).update("hangar-log/local-upload-url/v1").digest();
}

export function signPut(key: Buffer, put: SignedPut): string {
  const canonical = ["PUT", put.objectPath, put.contentType, String(put.maxBytes), String(put.expires)].join(
    "\n",
  );
  return createHmac("sha256", key).update(canonical).digest("base64url");
}

export function signedPutQuery(key: Buffer, put: SignedPut): URLSearchParams {
  return new URLSearchParams({
    contentType: put.contentType,
    maxBytes: String(put.maxBytes),
    expires: String(put.expires),
    sig: signPut(key, put),
  });
}

/** Checks the query of a PUT to `objectPath` against its signature and the current time. */
export function checkSignedPut(
  key: Buffer,
  objectPath: string,
  query: Record<string, unknown>,
  now: Date,
): SignatureCheck {
  const { contentType, maxBytes, expires, sig } = query;
  if (
    typeof contentType !== "string" ||
    typeof maxBytes !== "string" ||
    typeof expires !== "string" ||
    typeof sig !== "string" ||
    !/^\d{1,12}$/.test(maxBytes) ||
    !/^\d{1,12}$/.test(expires)
  ) {
    return { ok: false, reason: "malformed" };
  }
  const put: SignedPut = { objectPath, contentType, maxBytes: Number(maxBytes), expires: Number(expires) };
  const expected = Buffer.from(signPut(key, put));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: "forged" };
  }
  // Checked after the signature so an attacker learns nothing from the order of refusals.
  if (now.getTime() >= put.expires * 1000) return { ok: false, reason: "expired" };
  return { ok: true, put };
}
