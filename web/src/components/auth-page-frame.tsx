import { Plane } from "lucide-react";
import type { ReactNode } from "react";

/** The frame of the pages before sign-in that are not the sign-in page: verify e-mail, forgot password. */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/60 px-4 py-10">
      <div className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
          <Plane className="size-4" aria-hidden="true" />
        </span>
        Hangar Log
      </div>
      {children}
    </main>
  );
}
