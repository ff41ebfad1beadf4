import type { AdminUser } from "@domain/schemas/admin";
import { FileText, Pencil } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { formatDate } from "@/lib/format";
import { paths } from "@/lib/paths";
import { DeleteUserButton } from "./delete-user-button";
import { RoleBadge } from "./role-badge";
import { VerificationStatus } from "./verification-status";

/** Name, Email, Role, Status (verified or not), Created, and the work history, edit and delete actions of each account. */
export function UsersTable({
  users,
  currentUserId,
  onEdit,
}: {
  users: readonly AdminUser[];
  currentUserId: string | undefined;
  /** `trigger` is the button pressed, for focus to return to. */
  onEdit: (user: AdminUser, trigger: HTMLElement) => void;
}) {
  return (
    <Table scrollLabel="Users table">
      <TableCaption className="sr-only">Users</TableCaption>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="max-w-56 truncate font-medium" title={user.fullName}>
              {user.fullName}
            </TableCell>
            <TableCell className="max-w-72 truncate" title={user.email}>
              {user.email}
            </TableCell>
            <TableCell>
              <RoleBadge role={user.role} />
            </TableCell>
            <TableCell>
              <VerificationStatus user={user} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(user.createdAt)}</TableCell>
            <TableCell className="text-right">
              <span className="inline-flex items-center justify-end gap-1">
                <Button
                  asChild
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted-foreground hover:text-foreground"
                >
                  <Link href={paths.adminUser(user.id)} aria-label={`Work history of ${user.fullName}`}>
                    <FileText aria-hidden="true" />
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-muted-foreground hover:text-foreground"
                  aria-label={`Edit ${user.fullName}`}
                  onClick={(event) => onEdit(user, event.currentTarget)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <DeleteUserButton user={user} isSelf={user.id === currentUserId} />
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
