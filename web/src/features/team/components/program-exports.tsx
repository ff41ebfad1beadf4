// The exports of the Team Members card (docs/product.md §17.7): the whole program as CSV and the audit
// packets of the members shown, both with the list's filter. The ZIP is made in the background: the
// button starts it once, the card shows its progress, then a button saves it.

import type { Role } from "@domain/enums";
import { AUDIT_PACKETS_MAX_PEOPLE, type ProgramExportQuery } from "@domain/schemas/program-exports";
import type { TeamTrainingFilter } from "@domain/team-filter";
import { FileArchive, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { DownloadButton } from "@/components/download-button";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { getErrorMessage } from "@/lib/api";
import {
  auditPacketsZipUrl,
  programCsvUrl,
  useAuditPacketJob,
  useStartAuditPackets,
} from "../api/program-exports";

export interface ExportFilter {
  search: string;
  role: Role | "all";
  training: TeamTrainingFilter;
  positionId?: string;
}

function queryOf(filter: ExportFilter): Omit<ProgramExportQuery, "tabId"> {
  return {
    search: filter.search,
    role: filter.role === "all" ? undefined : filter.role,
    training: filter.training,
    positionId: filter.positionId,
  };
}

export function ProgramExports({
  filter,
  memberIds,
}: {
  filter: ExportFilter;
  /** The members the list shows with this filter, in its order. */
  memberIds: readonly string[];
}) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <DownloadButton
        url={programCsvUrl(queryOf(filter))}
        label="Download CSV (whole program)"
        fallbackFilename="hangar-log-program.csv"
        failureTitle="The CSV could not be made"
      />
      <AuditPacketsZip filter={filter} memberIds={memberIds} />
    </div>
  );
}

function AuditPacketsZip({ filter, memberIds }: { filter: ExportFilter; memberIds: readonly string[] }) {
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useStartAuditPackets();
  const job = useAuditPacketJob(jobId);
  const state = job.data?.state;
  // One job at a time from this button: set on the first click, cleared only when the job ends or
  // cannot start (useGuardedMutate would clear it when the POST answers, before the button is drawn
  // disabled).
  const started = useRef(false);
  useEffect(() => {
    if (state === "done" || state === "failed" || job.isError) started.current = false;
  }, [state, job.isError]);
  const busy = start.isPending || state === "running" || (jobId !== null && job.isPending);
  const failure = start.isError
    ? getErrorMessage(start.error, "The audit packets could not be started.")
    : job.isError
      ? getErrorMessage(job.error, "The audit packets' progress could not be read.")
      : state === "failed"
        ? (job.data?.message ?? "The audit packets could not be made.")
        : null;

  const begin = () => {
    if (started.current) return;
    started.current = true;
    start.mutate(
      // The members shown, by id; a list longer than one job takes the filter itself.
      memberIds.length <= AUDIT_PACKETS_MAX_PEOPLE ? { userIds: [...memberIds] } : queryOf(filter),
      {
        onSuccess: (job) => setJobId(job.id),
        onError: () => {
          started.current = false;
        },
      },
    );
  };

  return (
    <div className="grid min-w-56 gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={busy || memberIds.length === 0}
        aria-busy={busy}
        onClick={begin}
      >
        {busy ? (
          <LoaderCircle className="animate-spin" aria-hidden="true" />
        ) : (
          <FileArchive aria-hidden="true" />
        )}
        Audit packets (ZIP)
      </Button>
      {state === "running" && job.data ? (
        <div className="grid gap-1">
          <Progress value={job.data.percent} aria-label="Audit packets made" />
          <p role="status" className="text-xs text-muted-foreground">
            {`Making audit packets: ${job.data.processed} of ${job.data.total} (${job.data.percent} %)`}
          </p>
        </div>
      ) : null}
      {state === "done" && jobId && job.data ? (
        <div className="grid gap-1">
          <p role="status" className="text-xs text-muted-foreground">
            {readyWords(job.data.total - job.data.leftOut.length)}
            {job.data.leftOut.length > 0 ? ` Left out: ${job.data.leftOut.join(", ")}.` : ""}
          </p>
          <DownloadButton
            url={auditPacketsZipUrl(jobId)}
            label="Download audit packets (ZIP)"
            fallbackFilename="hangar-log-audit-packets.zip"
            failureTitle="The audit packets could not be downloaded"
          />
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
    </div>
  );
}

function readyWords(count: number): string {
  return count === 1 ? "1 audit packet is ready." : `${count} audit packets are ready.`;
}
