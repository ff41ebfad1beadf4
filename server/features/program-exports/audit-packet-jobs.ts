// Audit packets of many people as one ZIP (docs/product.md §17.7, docs/decisions/0073): the request
// starts a job and answers at once; the job makes one packet after another in the render thread (the
// same renderPdf as a single packet, counted against the administrator who asked) and streams each
// into a ZIP file on disk, so memory holds one packet at a time whatever the selection's size. The
// client polls the job's progress and downloads the file when it is done; a finished job's file is
// deleted after AUDIT_PACKET_JOB_KEPT_MS, and every file when the app closes.

import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { calendarDateOf } from "@domain/calendar-date";
import type { AuditPacketJob } from "@domain/schemas/program-exports";
import { ZipFile } from "yazl";
import { AppError, conflict, notFound } from "../../lib/errors";
import { documentFilename } from "../../lib/pdf/document-filename";
import { makeAuditPacketOf } from "../audit-packet/audit-packet.service";
import type { ServiceContext } from "../service-context";
import type { SessionUser } from "../sessions/sessions";

/** How long a finished job and its file are kept for the download. */
export const AUDIT_PACKET_JOB_KEPT_MS = 60 * 60 * 1000;
/** Tries of one packet the render thread turned away (busy, or the asker's other documents in flight). */
const PACKET_TRIES = 6;
const RETRY_DELAY_MS = 2000;

export const AUDIT_PACKET_JOB_MESSAGES = {
  running: "Your audit packets are still being made. Please wait until they are ready, then try again.",
  notReady: "These audit packets are not ready yet.",
  notFound: "These audit packets were not found. They are kept for an hour after they are made.",
  failed: "The audit packets could not be made. Please try again later.",
} as const;

interface Job {
  view: AuditPacketJob;
  requesterId: string;
  file: string;
  removeTimer: NodeJS.Timeout | null;
}

export interface AuditPacketJobs {
  start(
    ctx: Pick<ServiceContext, "db" | "clock" | "log">,
    requester: Pick<SessionUser, "id">,
    people: readonly { id: string; fullName: string }[],
  ): Promise<AuditPacketJob>;
  /** The requester's job; 404 for anyone else's or an unknown one. */
  get(requester: Pick<SessionUser, "id">, jobId: string): AuditPacketJob;
  /** The finished ZIP as a stream; 409 while it is being made. */
  open(requester: Pick<SessionUser, "id">, jobId: string): { filename: string; stream: Readable };
  /** Waits for running jobs to stop and deletes every file (the app closes). */
  close(): Promise<void>;
}

export function createAuditPacketJobs(directory: string): AuditPacketJobs {
  const jobs = new Map<string, Job>();
  const running = new Set<Promise<void>>();
  let closing = false;

  function find(requester: Pick<SessionUser, "id">, jobId: string): Job {
    const job = jobs.get(jobId);
    if (!job || job.requesterId !== requester.id) throw notFound(AUDIT_PACKET_JOB_MESSAGES.notFound);
    return job;
  }

  function forget(job: Job): void {
    jobs.delete(job.view.id);
    if (job.removeTimer) clearTimeout(job.removeTimer);
    void rm(job.file, { force: true });
  }

  async function packetOf(
    ctx: Pick<ServiceContext, "db" | "clock">,
    requester: Pick<SessionUser, "id">,
    userId: string,
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await makeAuditPacketOf(ctx, requester, userId);
      } catch (error) {
        const turnedAway =
          error instanceof AppError && (error.statusCode === 429 || error.code === "service_unavailable");
        if (!turnedAway || attempt >= PACKET_TRIES || closing) throw error;
        await sleep(RETRY_DELAY_MS * attempt);
      }
    }
  }

  async function run(
    ctx: Pick<ServiceContext, "db" | "clock" | "log">,
    requester: Pick<SessionUser, "id">,
    job: Job,
    people: readonly { id: string; fullName: string }[],
  ): Promise<void> {
    const zip = new ZipFile();
    const out = createWriteStream(job.file);
    const written = pipeline(zip.outputStream, out);
    const names = new Set<string>();
    try {
      for (const person of people) {
        if (closing) throw new Error("The app is closing");
        try {
          const packet = await packetOf(ctx, requester, person.id);
          zip.addBuffer(Buffer.from(packet.bytes), uniqueName(packet.filename, names), {
            mtime: ctx.clock(),
          });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // Deleted since it was chosen, or a packet the render thread refused: named, not fatal.
          job.view.leftOut.push(person.fullName);
        }
        job.view.processed += 1;
        job.view.percent = Math.floor((job.view.processed * 100) / Math.max(1, job.view.total));
      }
      zip.end();
      await written;
      job.view.state = "done";
      job.view.percent = 100;
    } catch (error) {
      ctx.log.error({ err: error, jobId: job.view.id }, "audit packets job failed");
      out.destroy();
      await written.catch(() => undefined);
      await rm(job.file, { force: true });
      job.view.state = "failed";
      job.view.message = AUDIT_PACKET_JOB_MESSAGES.failed;
      job.view.filename = null;
    }
    job.removeTimer = setTimeout(() => forget(job), AUDIT_PACKET_JOB_KEPT_MS);
    job.removeTimer.unref();
  }

  return {
    async start(ctx, requester, people) {
      for (const job of jobs.values())
        if (job.requesterId === requester.id && job.view.state === "running")
          throw conflict(AUDIT_PACKET_JOB_MESSAGES.running);
      await mkdir(directory, { recursive: true });
      const id = randomUUID();
      const job: Job = {
        view: {
          id,
          state: "running",
          total: people.length,
          processed: 0,
          percent: 0,
          leftOut: [],
          message: null,
          filename: documentFilename("audit-packets", "team", calendarDateOf(ctx.clock()), "zip"),
        },
        requesterId: requester.id,
        file: path.join(directory, `${id}.zip`),
        removeTimer: null,
      };
      jobs.set(id, job);
      const work = run(ctx, requester, job, people).finally(() => running.delete(work));
      running.add(work);
      return viewOf(job);
    },
    get(requester, jobId) {
      return viewOf(find(requester, jobId));
    },
    open(requester, jobId) {
      const job = find(requester, jobId);
      if (job.view.state !== "done" || !job.view.filename)
        throw new AppError(409, AUDIT_PACKET_JOB_MESSAGES.notReady, "not_ready");
      return { filename: job.view.filename, stream: createReadStream(job.file) };
    },
    async close() {
      closing = true;
      await Promise.allSettled([...running]);
      const files = [...jobs.values()].map((job) => job.file);
      for (const job of [...jobs.values()]) forget(job);
      await Promise.all(files.map((file) => rm(file, { force: true })));
    },
  };
}

/** A copy of the job's state to answer; the file's name only once it can be downloaded. */
function viewOf({ view }: Job): AuditPacketJob {
  return { ...view, leftOut: [...view.leftOut], filename: view.state === "done" ? view.filename : null };
}

/** Two people of the same name get 'name.pdf' and 'name-2.pdf'. */
function uniqueName(filename: string, taken: Set<string>): string {
  const dot = filename.lastIndexOf(".");
  let candidate = filename;
  for (let n = 2; taken.has(candidate); n++)
    candidate = `${filename.slice(0, dot)}-${n}${filename.slice(dot)}`;
  taken.add(candidate);
  return candidate;
}
