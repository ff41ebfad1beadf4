import { PageHeader } from "@/components/page-header";

export function TeamPage() {
  return <PageHeader title="Team Dashboard" />;
}
