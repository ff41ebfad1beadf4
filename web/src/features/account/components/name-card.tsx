import { type ChangeName, changeNameSchema } from "@domain/schemas/account";
import type { CurrentUser } from "@domain/schemas/user";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { FullNameField } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { useChangeName } from "../api/account";

/** The account's full name, shown in the header and to administrators. */
export function NameCard({ user }: { user: CurrentUser }) {
  const changeName = useChangeName();
  const form = useForm<ChangeName>({
    resolver: zodResolver(changeNameSchema),
    defaultValues: { fullName: user.fullName },
  });

  const onSubmit = (values: ChangeName) =>
    changeName.mutate(values, {
      onSuccess: (updated) => {
        form.reset({ fullName: updated.fullName });
        toast({ title: "Name saved", description: `Your name is now ${updated.fullName}.` });
      },
      onError: (error) =>
        toast({ variant: "destructive", title: "Name not saved", description: getErrorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Name</CardTitle>
        <CardDescription>How you appear in Hangar Log.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4 sm:max-w-md">
            <FullNameField<ChangeName> name="fullName" label="Full name" />
            <Button type="submit" className="justify-self-start" disabled={changeName.isPending}>
              {changeName.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              Save name
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
