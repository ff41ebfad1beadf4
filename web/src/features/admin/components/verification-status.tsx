import type { AdminUser } from "@domain/schemas/admin";
import { ACCOUNT_STATE_LABELS } from "@domain/schemas/invitations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useGuardedMutate } from "@/lib/guarded-mutate";
import { useSendVerificationCode, useVerifyUser } from "../api/account-verification";
import { useResendInvitation } from "../api/invitations";

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

/**
 * The account's state (docs/product.md §21): Active; Invited with 'Resend invitation'; Unverified
 * with Verify and Send new code.
 */
export function VerificationStatus({ user }: { user: AdminUser }) {
  if (user.state === "invited") return <InvitedStatus user={user} />;
  if (user.emailVerified) return <Badge variant="success">{ACCOUNT_STATE_LABELS.active}</Badge>;
  return <UnverifiedStatus user={user} />;
}

function InvitedStatus({ user }: { user: AdminUser }) {
  const resend = useResendInvitation();
  const send = useGuardedMutate(resend);
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant="secondary">{ACCOUNT_STATE_LABELS.invited}</Badge>
      <Button
        size="sm"
        variant="outline"
        disabled={resend.isPending}
        aria-label={`Resend invitation to ${user.fullName}`}
        onClick={() => send(user.id)}
      >
        {resend.isPending ? "Sending..." : "Resend invitation"}
      </Button>
    </span>
  );
}

function UnverifiedStatus({ user }: { user: AdminUser }) {
  const verify = useVerifyUser();
  const sendCode = useSendVerificationCode();
  const busy = verify.isPending || sendCode.isPending;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Badge variant="warning">{ACCOUNT_STATE_LABELS.unverified}</Badge>
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
