import { PageHeader } from "@/components/page-header";
import { useAuth } from "@/lib/auth";
import { getFirstName } from "@/lib/format";

export function HomePage() {
  const { user } = useAuth();
  return <PageHeader title={`Welcome back, ${getFirstName(user?.fullName)}`} />;
}
