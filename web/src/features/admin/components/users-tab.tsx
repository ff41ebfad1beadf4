import { AUTOSAVE_DEBOUNCE_MS } from "@domain/constants";
import type { AdminUser } from "@domain/schemas/admin";
import { Search } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { LoadError } from "@/components/load-error";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
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

/** The Users tab: every account (searched on the server), with Add User, Edit User, delete and the work history. */
export function UsersTab() {
  const { user: currentUser } = useAuth();
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  // The server searches; asked once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), AUTOSAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const users = useAdminUsers(search);
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
      <CardContent className="grid gap-4">
        <div className="relative sm:max-w-sm">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Search users by name or email"
            placeholder="Search by name or email"
            className="pl-9"
            maxLength={200}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        {users.data && users.data.length === 0 && search ? (
          <p className="py-6 text-center text-sm text-muted-foreground" role="status">
            {`No users match "${search}".`}
          </p>
        ) : users.data ? (
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
