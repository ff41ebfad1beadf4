// The address waiting for its code, kept across reloads so /verify-email works without ?email=
// (docs/product.md §2.4). Register writes it; a successful verification clears it.

export const PENDING_VERIFICATION_EMAIL_KEY = "hangar-log:pending-verification-email";

// localStorage can throw (private mode, storage disabled); the page then simply starts empty.
export function readPendingVerificationEmail(): string {
  try {
    return localStorage.getItem(PENDING_VERIFICATION_EMAIL_KEY) ?? "";
  } catch {
    return "";
  }
}

export function storePendingVerificationEmail(email: string): void {
  try {
    localStorage.setItem(PENDING_VERIFICATION_EMAIL_KEY, email);
  } catch {
    // not stored: the ?email= parameter still carries it
  }
}

export function clearPendingVerificationEmail(): void {
  try {
    localStorage.removeItem(PENDING_VERIFICATION_EMAIL_KEY);
  } catch {
    // nothing to clear
  }
}
