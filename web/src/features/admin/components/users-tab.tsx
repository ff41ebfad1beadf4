import type { AdminUser } from "@domain/schemas/admin";
import { useRef, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAuth } from "@/lib/auth";
import { useAdminUsers } from "../api/users";
import { AddUserDialog } from "./add-user-dialog";
import { EditUserDialog } from "./edit-user-dialog";
import { UsersTable } from "./users-table";
import {
  filterByVerification,
  type VerificationFilter,
  VerificationFilterButtons,
} from "./verification-status";

/** The Users tab: every account, with Add User, Edit User and delete. */
export function UsersTab() {
  const { user: currentUser } = useAuth();
  const users = useAdminUsers();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const editTrigger = useRef<HTMLElement | null>(null);
  const [verification, setVerification] = useState<VerificationFilter>("all");

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1.5">
          <CardTitle as="h2">User Management</CardTitle>
          <CardDescription>Add, edit and remove the people who use Hangar Log.</CardDescription>
        </div>
        <AddUserDialog />
      </CardHeader>
      <CardContent>
        {users.data ? (
          <>
            <VerificationFilterButtons users={users.data} value={verification} onChange={setVerification} />
            <UsersTable
              users={filterByVerification(users.data, verification)}
              currentUserId={currentUser?.id}
              onEdit={(user, trigger) => {
                editTrigger.current = trigger;
                setEditing(user);
              }}
            />
          </>
        ) : users.isError ? (
          <LoadError
            title="Users could not be loaded"
            error={users.error}
            onRetry={() => users.refetch()}
            retrying={users.isFetching}
          />
        ) : (
          <Spinner label="Loading users" showLabel className="py-6" />
        )}
      </CardContent>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} returnFocusTo={editTrigger} />
    </Card>
  );
}
