import type { AdminUser } from "@domain/schemas/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useSendVerificationCode, useVerifyUser } from "../api/account-verification";

// The verification column of the Users table and its filter (docs/product.md §11.6), kept apart
// from the table so the table itself changes by one column.

export const VERIFICATION_FILTERS = ["all", "unverified"] as const;
export type VerificationFilter = (typeof VERIFICATION_FILTERS)[number];

export function filterByVerification(users: readonly AdminUser[], filter: VerificationFilter): AdminUser[] {
  return filter === "unverified" ? users.filter((user) => !user.emailVerified) : [...users];
}

/** "All users" / "Unverified (n)": two toggle buttons above the table. */
export function VerificationFilterButtons({
  users,
  value,
  onChange,
}: {
  users: readonly AdminUser[];
  value: VerificationFilter;
  onChange: (filter: VerificationFilter) => void;
}) {
  const unverified = users.filter((user) => !user.emailVerified).length;
  const labels: Record<VerificationFilter, string> = {
    all: "All users",
    unverified: `Unverified (${unverified})`,
  };
  return (
    <fieldset className="mb-4 flex flex-wrap gap-2">
      <legend className="sr-only">Show</legend>
      {VERIFICATION_FILTERS.map((filter) => (
        <Button
          key={filter}
          size="sm"
          variant={value === filter ? "default" : "outline"}
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
        >
          {labels[filter]}
        </Button>
      ))}
    </fieldset>
  );
}

/** Verified, or Unverified with Verify and Send new code. */
export function VerificationStatus({ user }: { user: AdminUser }) {
  const verify = useVerifyUser();
  const sendCode = useSendVerificationCode();
  if (user.emailVerified) return <Badge variant="success">Verified</Badge>;
  const busy = verify.isPending || sendCode.isPending;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant="warning">Unverified</Badge>
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        aria-label={`Verify ${user.fullName}`}
        onClick={() => verify.mutate(user.id)}
      >
        Verify
      </Button>
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        aria-label={`Send a new code to ${user.fullName}`}
        onClick={() => sendCode.mutate(user.id)}
      >
        Send new code
      </Button>
    </span>
  );
}
