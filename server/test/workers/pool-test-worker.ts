// A worker for the worker pool's tests (server/lib/worker-pool/pool.test.ts): echoes, throws, spins
// synchronously, or allocates until its heap runs out.

import { serveRequests } from "../../lib/worker-pool/serve";

type Request =
  | { op: "echo"; value: unknown }
  | { op: "throw"; message: string; code: string }
  | { op: "spin"; ms: number }
  | { op: "allocate" };

serveRequests((request: Request) => {
  switch (request.op) {
    case "echo":
      return request.value;
    case "throw":
      throw Object.assign(new Error(request.message), { name: "TestFailure", code: request.code });
    case "spin": {
      const end = Date.now() + request.ms;
      while (Date.now() < end) {
        // A synchronous loop: only killing the thread stops it.
      }
      return "spun";
    }
    case "allocate": {
      const hoard: number[][] = [];
      for (;;) hoard.push(new Array(1_000_000).fill(hoard.length));
    }
  }
});
