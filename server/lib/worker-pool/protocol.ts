// The messages between a worker pool (./pool.ts) and its threads (./serve.ts).

export interface PoolRequest {
  id: number;
  payload: unknown;
}

export interface PoolFailure {
  name: string;
  code?: string;
  message: string;
}

/** Sent once, when the worker has loaded its code: a task's time limit starts then. */
export interface PoolReady {
  ready: true;
}

export type PoolResponse =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: PoolFailure };
