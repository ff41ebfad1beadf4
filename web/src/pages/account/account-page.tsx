import { PageHeader } from "@/components/page-header";
import { EmailCard } from "@/features/account/components/email-card";
import { NameCard } from "@/features/account/components/name-card";
import { PasswordCard } from "@/features/account/components/password-card";
import {
  DeleteAccountCard,
  SignOutEverywhereCard,
} from "@/features/account/components/session-and-deletion-cards";
import { useAuth } from "@/lib/auth";

/** /account (docs/product.md §11.5): the signed-in user's own name, e-mail, password and sessions. */
export function AccountPage() {
  const { user } = useAuth();
  if (!user) return null; // the protected route shows the sign-in page instead
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title="Account" description="Your name, email address and password." />
      <NameCard key={user.fullName} user={user} />
      <EmailCard user={user} />
      <PasswordCard />
      <SignOutEverywhereCard />
      <DeleteAccountCard />
    </div>
  );
}
