import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { TRUSTED_DEVICE_VALIDITY_MS } from "@domain/constants";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config";

// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies", ASVS 2.2.1): a browser
// that signed in to an account gets a signed token naming that account. Its sign-ins skip the account's
// delay and the per-network limit, which strangers' failures build up, so nobody can lock the owner out
// of a device they already use. Nothing is stored: the HMAC proves the server issued the token.

export interface TrustedDevice {
  userId: string;
  /** Random per token: the key of this device's own failure delay. */
  deviceId: string;
}

const VERSION = "d1";
const sign = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`trusted-device\n${payload}`).digest("base64url");

export function issueDeviceToken(secret: string, userId: string, now: Date): string {
  const payload = [VERSION, userId, randomBytes(16).toString("base64url"), now.getTime().toString(36)].join(
    ".",
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The device a token names, or null when it is missing, forged, malformed or older than its validity. */
export function readDeviceToken(secret: string, token: string | undefined, now: Date): TrustedDevice | null {
  if (!token || token.length > 200) return null;
  const parts = token.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) return null;
  const [, userId = "", deviceId = "", issued = "", signature = ""] = parts;
  const expected = Buffer.from(sign(secret, parts.slice(0, 4).join(".")));
  const actual = Buffer.from(signature);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  const issuedAt = Number.parseInt(issued, 36);
  if (!Number.isFinite(issuedAt) || now.getTime() - issuedAt > TRUSTED_DEVICE_VALIDITY_MS) return null;
  return { userId, deviceId };
}

export function deviceCookie(config: Config) {
  // Under https the __Host- prefix pins the cookie to this exact host, path / and Secure.
  const name = config.secure ? "__Host-hangar_device" : "hangar_device";
  const options = { httpOnly: true, sameSite: "lax" as const, secure: config.secure, path: "/" };
  return {
    name,
    read: (request: FastifyRequest): string | undefined => request.cookies[name],
    set(reply: FastifyReply, token: string, now: Date) {
      reply.setCookie(name, token, {
        ...options,
        expires: new Date(now.getTime() + TRUSTED_DEVICE_VALIDITY_MS),
      });
    },
  };
}
