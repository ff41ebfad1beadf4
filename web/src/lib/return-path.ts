// Where to go after signing in: the page a signed-out visitor asked for, carried in /auth?next=….
// Only a path of this site is followed; anything that could leave it ('//evil.example',
// 'https://…', '/\evil', 'javascript:…') or loop back to the sign-in pages is dropped.

import { paths } from "./paths";

export const RETURN_PARAM = "next";

const NO_RETURN_TO = [paths.auth, paths.verifyEmail];

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** The same-origin path to return to, or null when `value` is missing or not safe to follow. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2048) return null;
  // One leading slash, then no second one, no backslash and no control character anywhere:
  // browsers read '//host' and '/\host' as another site.
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (value.includes("\\") || [...value].some(isControlCharacter)) return null;
  const base = "https://hangar-log.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (NO_RETURN_TO.includes(url.pathname as (typeof NO_RETURN_TO)[number])) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, remembering `returnTo` when it is worth coming back to. */
export function signInPathReturningTo(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  if (!path || path === paths.home) return paths.auth;
  return `${paths.auth}?${RETURN_PARAM}=${encodeURIComponent(path)}`;
}

/** Where a user who has just signed in goes: the remembered page, else Home. */
export function afterSignInPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? paths.home;
}
