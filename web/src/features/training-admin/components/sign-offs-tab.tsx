import { calendarDateParts, isCalendarDate } from "@domain/calendar-date";
import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
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
import { useDecideSignOff, usePendingSignOffs } from "../api/sign-offs";
import { evidenceFileUrl } from "../api/training-record";
import { ReturnSignOffDialog } from "./return-sign-off-dialog";

export const NO_SIGN_OFFS = "No sign-offs waiting";

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
  const list = usePendingSignOffs();
  const decide = useDecideSignOff();
  const busyWith = decide.isPending ? decide.variables.completionId : null;
  const card = useRef<HTMLDivElement>(null);
  // The row that left, and its place: once it is off the list, the focus goes to the row that took
  // its place (or the one above), or to the heading when none is left.
  const [left, setLeft] = useState<{ completionId: string; index: number } | null>(null);
  const rows = list.data?.signOffs;

  useEffect(() => {
    if (!left || !rows || rows.some((row) => row.completionId === left.completionId)) return;
    const buttons = card.current?.querySelectorAll<HTMLElement>("[data-sign-off]") ?? [];
    const next = buttons[Math.min(left.index, buttons.length - 1)];
    (next ?? card.current?.querySelector<HTMLElement>("h2"))?.focus();
    setLeft(null);
  }, [left, rows]);

  const failed = (error: unknown) =>
    toast({ variant: "destructive", title: "Error", description: getErrorMessage(error) });

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
            <Table scrollLabel="Sign-offs table">
              <TableCaption className="sr-only">Sign-offs waiting</TableCaption>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  <TableHead>Technician</TableHead>
                  <TableHead>Item</TableHead>
                  <TableHead>Completed on</TableHead>
                  <TableHead>Notes</TableHead>
                  <TableHead>Evidence</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.signOffs.map((row, index) => (
                  <TableRow key={row.completionId}>
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
                          itemName={row.itemName}
                          technicianName={row.technicianName}
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
