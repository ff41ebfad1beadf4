import { isRoleMailbox } from "@domain/contact-address";
import type { FuzzyMatchCard as FuzzyMatchView } from "@domain/schemas/import-contact";
import {
  type BulkInviteOutcome,
  type BulkInviteResult,
  bulkInviteItemSchema,
} from "@domain/schemas/invitations";
import { Controller, type ResolverResult, useForm, useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ADDRESS_DOUBT_LABELS } from "./address-doubts";

// 'Create and invite all' (docs/product.md §21): one review of every selected card (the name and
// address read, with the lines they came from; an uncertain address confirmed or typed), one click.

export const OUTCOME_LABELS: Record<BulkInviteOutcome, string> = {
  invited: "Invited",
  exists: "Address taken",
  invalid_address: "Address not confirmed",
  not_decidable: "Not created",
};

interface Row {
  fullName: string;
  email: string;
  confirmed: boolean;
}

/** The review's values: a row per card, in the cards' order. */
type Review = { rows: Row[] };

const rowOf = (card: FuzzyMatchView): Row => ({
  fullName: card.extractedName ?? "",
  email: card.extractedEmail ?? "",
  confirmed: false,
});

/** The doubtful address the row's e-mail is, if any: one the card set aside, or a shared mailbox. */
function uncertainOf(card: FuzzyMatchView, email: string): string | null {
  const typed = email.trim().toLowerCase();
  if (!typed) return null;
  const doubt = card.contact.doubtfulAddresses.find((entry) => entry.address.toLowerCase() === typed);
  return doubt || isRoleMailbox(typed) ? typed : null;
}

const reviewedRowSchema = bulkInviteItemSchema.pick({ fullName: true, email: true });

function problemOf(card: FuzzyMatchView, row: Row): string | null {
  const parsed = reviewedRowSchema.safeParse({ fullName: row.fullName, email: row.email });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "Check the name and address.";
  if (uncertainOf(card, row.email) && !row.confirmed) return "Confirm the address, or type the person's own.";
  return null;
}

export function CreateAndInviteDialog({
  cards,
  open,
  busy,
  results,
  onCancel,
  onSubmit,
}: {
  cards: readonly FuzzyMatchView[];
  open: boolean;
  busy: boolean;
  /** The answer of the last submission, per card id. */
  results: ReadonlyMap<string, BulkInviteResult>;
  onCancel: () => void;
  onSubmit: (items: { id: string; fullName: string; email: string; addressConfirmed?: boolean }[]) => void;
}) {
  const pending = cards.filter((card) => results.get(card.id)?.outcome !== "invited");
  // Mounted for each review (the tab renders it only while open), so the rows start from the cards.
  const form = useForm<Review>({
    defaultValues: { rows: cards.map(rowOf) },
    // A row's problem is the domain's rule on the row as it stands (problemOf); the first problem
    // stops the submission, and each row shows its own from then on.
    resolver: ({ rows }): ResolverResult<Review> =>
      pending.some((card) => problemOf(card, rows[cards.indexOf(card)] ?? rowOf(card)))
        ? { values: {}, errors: { rows: { type: "validate", message: "Check the rows" } } }
        : { values: { rows }, errors: {} },
  });
  const rows = useWatch({ control: form.control, name: "rows" });
  const tried = form.formState.isSubmitted;

  const submit = form.handleSubmit((review) =>
    onSubmit(
      pending.map((card) => {
        const row = review.rows[cards.indexOf(card)] ?? rowOf(card);
        const uncertain = uncertainOf(card, row.email) !== null;
        return {
          id: card.id,
          fullName: row.fullName.trim(),
          email: row.email.trim(),
          ...(uncertain ? { addressConfirmed: true } : {}),
        };
      }),
    ),
  );
  /** A new address is not the one confirmed. */
  const chooseAddress = (index: number, email: string) => {
    form.setValue(`rows.${index}.email`, email);
    form.setValue(`rows.${index}.confirmed`, false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Create and invite all</DialogTitle>
          <DialogDescription>
            Each person gets an account, their document and an invitation by e-mail to set their password.
            Check each name and address.
          </DialogDescription>
        </DialogHeader>
        <ol className="grid gap-4">
          {cards.map((card, index) => {
            const row = rows[index] ?? rowOf(card);
            const result = results.get(card.id);
            const uncertain = uncertainOf(card, row.email);
            const done = result?.outcome === "invited";
            const problem = tried && !done ? problemOf(card, row) : null;
            return (
              <li key={card.id} className="grid gap-2 rounded-md border p-3" aria-label={card.filename}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="break-all font-medium">{card.filename}</span>
                  {result && (
                    <Badge variant={done ? "success" : "warning"}>{OUTCOME_LABELS[result.outcome]}</Badge>
                  )}
                </div>
                <div className="grid gap-2 sm:grid-cols-2">
                  <div className="grid gap-1">
                    <Label htmlFor={`${card.id}-name`}>Full name</Label>
                    <Input
                      id={`${card.id}-name`}
                      disabled={done || busy}
                      aria-label={`Full name for ${card.filename}`}
                      {...form.register(`rows.${index}.fullName`)}
                    />
                    {card.contact.nameLine && (
                      <p className="text-xs text-muted-foreground">
                        From the line <q className="break-all">{card.contact.nameLine}</q>
                      </p>
                    )}
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`${card.id}-email`}>Email</Label>
                    <Input
                      id={`${card.id}-email`}
                      type="email"
                      disabled={done || busy}
                      aria-label={`Email for ${card.filename}`}
                      {...form.register(`rows.${index}.email`, {
                        onChange: () => form.setValue(`rows.${index}.confirmed`, false),
                      })}
                    />
                    {card.extractedEmail && card.contact.emailLine ? (
                      <p className="text-xs text-muted-foreground">
                        From the line <q className="break-all">{card.contact.emailLine}</q>
                      </p>
                    ) : (
                      <p className="text-xs text-muted-foreground">
                        The document does not state an address of this person's own in full: type it.
                      </p>
                    )}
                  </div>
                </div>
                {!card.extractedEmail && card.contact.doubtfulAddresses.length > 0 && !done && (
                  <ul className="grid gap-1 text-sm">
                    {card.contact.doubtfulAddresses.map((doubt) => (
                      <li key={doubt.address} className="flex flex-wrap items-center gap-2">
                        <Badge variant="outline">Uncertain</Badge>
                        <span className="break-all">{doubt.address}</span>
                        <span className="text-muted-foreground">({ADDRESS_DOUBT_LABELS[doubt.reason]})</span>
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          aria-label={`Use ${doubt.address} for ${card.filename}`}
                          onClick={() => chooseAddress(index, doubt.address)}
                        >
                          Use this address
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                {uncertain && !done && (
                  <div className="flex items-start gap-2">
                    <Controller
                      control={form.control}
                      name={`rows.${index}.confirmed`}
                      render={({ field }) => (
                        <Checkbox
                          id={`${card.id}-confirm`}
                          ref={field.ref}
                          checked={field.value}
                          onCheckedChange={(checked) => field.onChange(checked === true)}
                        />
                      )}
                    />
                    <Label htmlFor={`${card.id}-confirm`} className="font-normal">
                      I have checked that {uncertain} is this person's own address
                    </Label>
                  </div>
                )}
                {problem && (
                  <p role="alert" className="text-sm text-destructive">
                    {problem}
                  </p>
                )}
                {result && !done && (
                  <p role="alert" className="text-sm text-destructive">
                    {result.message}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {pending.length === 0 ? "Close" : "Cancel"}
          </Button>
          {pending.length > 0 && (
            <Button type="button" disabled={busy} onClick={() => void submit()}>
              {busy ? <Spinner size="sm" label="Creating accounts" /> : null}
              {`Create and invite ${pending.length}`}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
