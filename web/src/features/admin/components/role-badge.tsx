import { Badge } from "@/components/ui/badge";
import { formatRole } from "@/lib/format";

/** 'Admin' or 'User', capitalised. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge variant={role === "admin" ? "default" : "secondary"}>{formatRole(role)}</Badge>;
}
