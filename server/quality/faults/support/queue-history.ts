// Every change of a processing_queue row, as PostgreSQL saw it: a trigger of the test's own copies the
// row after each update into a table of the test's own, with the server's clock. The product's rows
// only show where a task ended; a fault test needs to know how it got there (who held it, when it was
// given back and taken again).

import { adminQuery } from "./postgres";

export interface QueueChange {
  taskId: string;
  documentId: string;
  oldStatus: string;
  status: string;
  oldLockedBy: string | null;
  lockedBy: string | null;
  attempts: number;
  crashes: number;
  readyAt: Date | null;
  leaseExpiresAt: Date | null;
  at: Date;
}

/** Installs the trigger on the database of `url` (after the migrations). */
export async function recordQueueHistory(url: string): Promise<void> {
  await adminQuery(
    url,
    `create table fault_queue_history (
       seq bigserial primary key,
       task_id uuid not null,
       document_id uuid not null,
       old_status text not null,
       status text not null,
       old_locked_by text,
       locked_by text,
       attempts integer not null,
       crashes integer not null,
       ready_at timestamptz,
       lease_expires_at timestamptz,
       at timestamptz not null default clock_timestamp()
     )`,
  );
  await adminQuery(
    url,
    `create function fault_record_queue_change() returns trigger language plpgsql as $$
     begin
       if new.status is distinct from old.status or new.locked_by is distinct from old.locked_by then
         insert into fault_queue_history
           (task_id, document_id, old_status, status, old_locked_by, locked_by, attempts, crashes,
            ready_at, lease_expires_at)
         values (new.id, new.document_id, old.status, new.status, old.locked_by, new.locked_by,
                 new.attempts, new.crashes, new.ready_at, new.lease_expires_at);
       end if;
       return new;
     end $$`,
  );
  await adminQuery(
    url,
    `create trigger fault_queue_history after update on processing_queue
       for each row execute function fault_record_queue_change()`,
  );
}

/** The recorded changes, oldest first. */
export async function queueHistory(url: string): Promise<QueueChange[]> {
  const rows = await adminQuery<{
    task_id: string;
    document_id: string;
    old_status: string;
    status: string;
    old_locked_by: string | null;
    locked_by: string | null;
    attempts: number;
    crashes: number;
    ready_at: Date | null;
    lease_expires_at: Date | null;
    at: Date;
  }>(url, "select * from fault_queue_history order by seq");
  return rows.map((row) => ({
    taskId: row.task_id,
    documentId: row.document_id,
    oldStatus: row.old_status,
    status: row.status,
    oldLockedBy: row.old_locked_by,
    lockedBy: row.locked_by,
    attempts: row.attempts,
    crashes: row.crashes,
    readyAt: row.ready_at,
    leaseExpiresAt: row.lease_expires_at,
    at: row.at,
  }));
}
