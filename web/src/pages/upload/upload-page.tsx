import { PageHeader } from "@/components/page-header";

export function UploadPage() {
  return <PageHeader title="Upload Documents" />;
}
