import { PASSWORD_MIN_LENGTH } from "@domain/constants";
import { ROLE_LABELS, ROLES, type Role } from "@domain/enums";
import { useFormContext } from "react-hook-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export const INVITE_HINT =
  "Optional. Leave blank to e-mail the person an invitation to set their own password (the link works for 7 days).";

/** The fields both user dialogs have, as typed (the role has a default). */
type UserFormInput = { fullName: string; email: string; password?: string; role?: Role };

/** Full name and email, tied to their labels and messages (inside a `Form`). */
export function UserIdentityFields() {
  const { control } = useFormContext<Pick<UserFormInput, "fullName" | "email">>();
  return (
    <>
      <FormField
        control={control}
        name="fullName"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Full name</FormLabel>
            <FormControl>
              <Input autoComplete="off" required {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="email"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Email</FormLabel>
            <FormControl>
              <Input type="email" inputMode="email" autoComplete="off" required {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}

/** Full name, email, password and role, tied to their labels and messages (inside a `Form`). */
export function UserFormFields({
  password,
}: {
  /** keep (Edit User): blank keeps the current one; invite (Add User): blank sends an invitation. */
  password: "keep" | "invite";
}) {
  const { control } = useFormContext<UserFormInput>();
  const passwordOptional = password === "keep";
  return (
    <>
      <UserIdentityFields />
      <FormField
        control={control}
        name="password"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{passwordOptional ? "New password" : "Password"}</FormLabel>
            <FormControl>
              <Input
                type="password"
                autoComplete="new-password"
                placeholder={
                  passwordOptional ? "Leave blank to keep current" : `Min. ${PASSWORD_MIN_LENGTH} characters`
                }
                {...field}
                value={field.value ?? ""}
              />
            </FormControl>
            {passwordOptional ? (
              <FormDescription>
                Optional, at least {PASSWORD_MIN_LENGTH} characters, not a common password. A new password
                signs the user out of their sessions.
              </FormDescription>
            ) : (
              <FormDescription>{INVITE_HINT}</FormDescription>
            )}
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="role"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Role</FormLabel>
            <Select value={field.value} onValueChange={field.onChange} name={field.name}>
              <FormControl>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
