import { ApiError } from "@/lib/api";

/**
 * The `error` field of a failed answer (docs/product.md §7.2; verify and resend show it),
 * or undefined when the answer has none.
 */
export function getServerErrorField(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === "object" && "error" in parsed) {
      const field = (parsed as { error: unknown }).error;
      if (typeof field === "string" && field) return field;
    }
  } catch {
    // not JSON
  }
  return undefined;
}
