import { PageHeader } from "@/components/page-header";

export function FormPage() {
  return <PageHeader title="Work History Form" description="KA-310 / TR-1005 Format" />;
}
