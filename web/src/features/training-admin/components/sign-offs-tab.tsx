import { calendarDateParts, isCalendarDate } from "@domain/calendar-date";
import { Check, CheckCheck } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { useDecideSignOff, useDecideSignOffs, usePendingSignOffs } from "../api/sign-offs";
import { evidenceFileUrl } from "../api/training-record";
import {
  ALL_SIGN_OFFS,
  choicesOf,
  matchesSignOff,
  SIGN_OFF_AGES,
  type SignOffAge,
  type SignOffCriteria,
} from "../sign-off-filter";
import { ReturnSignOffDialog } from "./return-sign-off-dialog";

export const NO_SIGN_OFFS = "No sign-offs waiting";
export const NO_MATCHING_SIGN_OFFS = "No sign-offs match these filters";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Mar 5, 2026' for a calendar date, read as that day wherever the browser is. */
function formatDay(value: string | null): string {
  if (!isCalendarDate(value)) return "";
  const { year, month, day } = calendarDateParts(value);
  return formatDate(new Date(year, month - 1, day));
}

/**
 * The Sign-offs tab of /admin: items technicians marked done that wait for an administrator, oldest
 * first, with Sign off and Return. Evidence shows its filename and a download of that one file
 * (docs/product.md §15.7, §17.6).
 */
export function SignOffsTab() {
  const id = useId();
  const list = usePendingSignOffs();
  const decide = useDecideSignOff();
  const decideMany = useDecideSignOffs();
  const busyWith = decide.isPending ? decide.variables.completionId : null;
  const [criteria, setCriteria] = useState<SignOffCriteria>(ALL_SIGN_OFFS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const card = useRef<HTMLDivElement>(null);
  // The row that left, and its place: once it is off the list, the focus goes to the row that took
  // its place (or the one above), or to the heading when none is left.
  const [left, setLeft] = useState<{ completionId: string; index: number } | null>(null);
  const rows = list.data?.signOffs;
  const choices = useMemo(() => choicesOf(rows ?? []), [rows]);
  // A person or tab with nothing left waiting (all decided) is no longer a choice: show everyone's.
  useEffect(() => {
    const gone = (chosenId: string, ids: { id: string }[]) =>
      chosenId !== "all" && !ids.some((entry) => entry.id === chosenId);
    if (!rows) return;
    const positionId = criteria.positionId ?? "all";
    if (
      gone(criteria.userId, choices.people) ||
      gone(criteria.tabId, choices.tabs) ||
      gone(positionId, choices.positions)
    )
      setCriteria((current) => ({
        ...current,
        userId: gone(current.userId, choices.people) ? "all" : current.userId,
        tabId: gone(current.tabId, choices.tabs) ? "all" : current.tabId,
        positionId: gone(current.positionId ?? "all", choices.positions) ? "all" : current.positionId,
      }));
  }, [rows, choices, criteria]);
  const shown = useMemo(
    () => (rows ?? []).filter((row) => matchesSignOff(row, criteria, new Date())),
    [rows, criteria],
  );
  // Only rows on screen can be decided: a selection hidden by a filter, or decided by someone else, drops out.
  const chosen = shown.filter((row) => selected.has(row.completionId)).map((row) => row.completionId);
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  useEffect(() => {
    if (!left || !rows || rows.some((row) => row.completionId === left.completionId)) return;
    const buttons = card.current?.querySelectorAll<HTMLElement>("[data-sign-off]") ?? [];
    const next = buttons[Math.min(left.index, buttons.length - 1)];
    (next ?? card.current?.querySelector<HTMLElement>("h2"))?.focus();
    setLeft(null);
  }, [left, rows]);

  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });

  const toggle = (completionId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(completionId);
      else next.delete(completionId);
      return next;
    });

  /** Signs off or returns the selected rows; refused ones stay selected, with the reasons in a toast. */
  const decideSelected = async (decision: { action: "sign_off" } | { action: "return"; reason: string }) => {
    const { results } = await decideMany.mutateAsync({ ...decision, completionIds: chosen });
    const refused = results.filter((result) => result.outcome === "refused");
    const done = results.length - refused.length;
    setSelected(new Set(refused.map((result) => result.completionId)));
    // One toast says it all (only one shows at a time): what was decided, then what was not and why.
    const decided =
      done === 0
        ? ""
        : decision.action === "sign_off"
          ? `${plural(done, "item is", "items are")} signed off.`
          : `${plural(done, "item went", "items went")} back as not done.`;
    if (refused.length === 0) {
      toast({ title: decision.action === "sign_off" ? "Signed off" : "Returned", description: decided });
    } else {
      const names = new Map(
        (rows ?? []).map((row) => [row.completionId, `${row.itemName} of ${row.technicianName}`]),
      );
      const why = refused.map(
        (result) => `${names.get(result.completionId) ?? "An item"}: ${result.message ?? "refused"}`,
      );
      toast({
        variant: "destructive",
        title: `${plural(refused.length, "item was", "items were")} not decided`,
        description: [decided, ...why].filter(Boolean).join(" "),
      });
    }
    card.current?.querySelector<HTMLElement>("h2")?.focus();
  };

  return (
    <Card ref={card}>
      <CardHeader>
        <CardTitle as="h2" tabIndex={-1} className="outline-none">
          Sign-offs
        </CardTitle>
        <CardDescription>
          Training technicians marked done that counts only once an administrator signs it off.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {list.data ? (
          list.data.signOffs.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground">{NO_SIGN_OFFS}</p>
          ) : (
            <div className="grid gap-4">
              <div className="grid gap-3 sm:grid-cols-3">
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-person`}>Technician</Label>
                  <NativeSelect
                    id={`${id}-person`}
                    value={criteria.userId}
                    onChange={(event) => setCriteria({ ...criteria, userId: event.target.value })}
                  >
                    <option value="all">All technicians</option>
                    {choices.people.map((person) => (
                      <option key={person.id} value={person.id}>
                        {person.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                {choices.positions.length > 0 ? (
                  <div className="grid gap-1.5">
                    <Label htmlFor={`${id}-position`}>Position</Label>
                    <NativeSelect
                      id={`${id}-position`}
                      value={criteria.positionId ?? "all"}
                      onChange={(event) => setCriteria({ ...criteria, positionId: event.target.value })}
                    >
                      <option value="all">All positions</option>
                      {choices.positions.map((position) => (
                        <option key={position.id} value={position.id}>
                          {position.name}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                ) : null}
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-tab`}>Tab</Label>
                  <NativeSelect
                    id={`${id}-tab`}
                    value={criteria.tabId}
                    onChange={(event) => setCriteria({ ...criteria, tabId: event.target.value })}
                  >
                    <option value="all">All tabs</option>
                    {choices.tabs.map((tab) => (
                      <option key={tab.id} value={tab.id}>
                        {tab.name}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-age`}>Waiting</Label>
                  <NativeSelect
                    id={`${id}-age`}
                    value={criteria.age}
                    onChange={(event) => setCriteria({ ...criteria, age: event.target.value as SignOffAge })}
                  >
                    {SIGN_OFF_AGES.map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              </div>
              <fieldset className="flex flex-wrap items-center gap-2" aria-label="Selected sign-offs">
                <p className="mr-auto text-sm text-muted-foreground">
                  {`${chosen.length} selected of ${shown.length} shown`}
                </p>
                <Button
                  size="sm"
                  disabled={chosen.length === 0 || decideMany.isPending}
                  onClick={() => decideSelected({ action: "sign_off" }).catch(failed)}
                >
                  {decideMany.isPending ? (
                    <Spinner size="sm" label="Deciding" />
                  ) : (
                    <CheckCheck aria-hidden="true" />
                  )}
                  Sign off selected
                </Button>
                <ReturnSignOffDialog
                  subject={{ count: chosen.length }}
                  disabled={chosen.length === 0 || decideMany.isPending}
                  onReturn={async (reason) => {
                    try {
                      await decideSelected({ action: "return", reason });
                    } catch (error) {
                      failed(error);
                      throw error;
                    }
                  }}
                />
              </fieldset>
              {shown.length === 0 ? (
                <p className="py-6 text-center text-muted-foreground">{NO_MATCHING_SIGN_OFFS}</p>
              ) : (
                <Table scrollLabel="Sign-offs table">
                  <TableCaption className="sr-only">Sign-offs waiting</TableCaption>
                  <TableHeader>
                    <TableRow className="hover:bg-transparent">
                      <TableHead>
                        <Checkbox
                          aria-label="Select all shown"
                          checked={allChosen ? true : chosen.length > 0 ? "indeterminate" : false}
                          onCheckedChange={(on) =>
                            setSelected(
                              on === true ? new Set(shown.map((row) => row.completionId)) : new Set(),
                            )
                          }
                        />
                      </TableHead>
                      <TableHead>Technician</TableHead>
                      <TableHead>Item</TableHead>
                      <TableHead>Completed on</TableHead>
                      <TableHead>Notes</TableHead>
                      <TableHead>Evidence</TableHead>
                      <TableHead>Actions</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {shown.map((row, index) => (
                      <TableRow
                        key={row.completionId}
                        data-state={selected.has(row.completionId) ? "selected" : undefined}
                      >
                        <TableCell>
                          <Checkbox
                            aria-label={`Select ${row.itemName} of ${row.technicianName}`}
                            checked={selected.has(row.completionId)}
                            onCheckedChange={(on) => toggle(row.completionId, on === true)}
                          />
                        </TableCell>
                        <TableCell className="font-medium">{row.technicianName}</TableCell>
                        <TableCell>{row.itemName}</TableCell>
                        <TableCell>{formatDay(row.completedOn)}</TableCell>
                        <TableCell className="max-w-xs whitespace-pre-wrap">{row.notes ?? ""}</TableCell>
                        <TableCell>
                          {row.evidence ? (
                            <div className="flex flex-wrap items-center gap-2">
                              <span>{row.evidence.filename}</span>
                              <DownloadButton
                                url={evidenceFileUrl(row.userId, row.itemId)}
                                label={
                                  <>
                                    Download{" "}
                                    <span className="sr-only">{`the evidence of ${row.itemName} of ${row.technicianName}`}</span>
                                  </>
                                }
                                fallbackFilename={row.evidence.filename}
                                failureTitle="The evidence could not be downloaded"
                              />
                            </div>
                          ) : (
                            "None"
                          )}
                        </TableCell>
                        <TableCell>
                          <div className="flex gap-2">
                            <Button
                              data-sign-off
                              size="sm"
                              disabled={busyWith === row.completionId}
                              aria-label={`Sign off ${row.itemName} of ${row.technicianName}`}
                              onClick={() =>
                                decide.mutate(
                                  { action: "sign-off", completionId: row.completionId },
                                  {
                                    onSuccess: () => {
                                      setLeft({ completionId: row.completionId, index });
                                      toast({
                                        title: "Signed off",
                                        description: `${row.itemName} of ${row.technicianName} is signed off.`,
                                      });
                                    },
                                    onError: failed,
                                  },
                                )
                              }
                            >
                              <Check aria-hidden="true" />
                              Sign off
                            </Button>
                            <ReturnSignOffDialog
                              subject={row}
                              disabled={busyWith === row.completionId}
                              onReturn={async (reason) => {
                                try {
                                  await decide.mutateAsync({
                                    action: "return",
                                    completionId: row.completionId,
                                    body: { reason },
                                  });
                                  setLeft({ completionId: row.completionId, index });
                                  toast({
                                    title: "Returned",
                                    description: `${row.itemName} went back to ${row.technicianName} as not done.`,
                                  });
                                } catch (error) {
                                  failed(error);
                                  throw error;
                                }
                              }}
                            />
                          </div>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </div>
          )
        ) : list.isError ? (
          <LoadError
            title="The sign-offs could not be loaded"
            error={list.error}
            onRetry={() => list.refetch()}
            retrying={list.isFetching}
          />
        ) : (
          <Spinner label="Loading the sign-offs" showLabel className="py-6" />
        )}
      </CardContent>
    </Card>
  );
}
