import {
  AUTOSAVE_DEBOUNCE_MS,
  AUTOSAVE_RETRY_FIRST_MS,
  AUTOSAVE_RETRY_MAX_MS,
  SAVED_INDICATOR_MS,
} from "@domain/constants";
import { createContext, type ReactNode, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "@/components/ui/use-toast";
import type { AutosaveRecord, AutosaveRecordOptions, FieldValues } from "./autosave-record";
import { AutosaveSession, type AutosaveSnapshot } from "./autosave-session";
import { registerOpenAutosave } from "./sign-out";
import { localUnsavedEdits } from "./unsaved-edits";

const AutosaveContext = createContext<AutosaveSession | null>(null);

export const SAVE_ERROR_TITLE = "Error";

/**
 * The autosave of one form page. Leaving the page (route change), hiding it or closing the tab
 * sends every pending edit at once; `keepalive` lets those requests outlive the page.
 */
export function AutosaveProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [session] = useState(
    () =>
      new AutosaveSession({
        debounceMs: AUTOSAVE_DEBOUNCE_MS,
        savedIndicatorMs: SAVED_INDICATOR_MS,
        retryFirstMs: AUTOSAVE_RETRY_FIRST_MS,
        retryMaxMs: AUTOSAVE_RETRY_MAX_MS,
        unsavedEdits: localUnsavedEdits(userId),
        reportError: (description) => toast({ title: SAVE_ERROR_TITLE, description, variant: "destructive" }),
      }),
  );

  // Signing out sends what is pending first (decision 0013).
  useEffect(() => registerOpenAutosave(userId, session), [userId, session]);

  useEffect(() => {
    const flush = () => void session.flushAll({ keepalive: true });
    const onVisibilityChange = () => {
      if (document.visibilityState === "hidden") flush();
    };
    const onOnline = () => session.retryNow();
    window.addEventListener("pagehide", flush);
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onVisibilityChange);
    return () => {
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onVisibilityChange);
      flush();
      session.dispose();
    };
  }, [session]);

  return <AutosaveContext.Provider value={session}>{children}</AutosaveContext.Provider>;
}

export function useAutosaveSession(): AutosaveSession {
  const session = useContext(AutosaveContext);
  if (!session) throw new Error("useAutosaveSession must be used within an AutosaveProvider");
  return session;
}

export function useAutosaveStatus(): AutosaveSnapshot {
  const session = useAutosaveSession();
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

/**
 * The autosaved record for `options.key`, showing `server` (the cached record) under the user's
 * drafts. The options are read once, when the record is first used.
 */
export function useAutosaveRecord<F extends FieldValues>(
  options: AutosaveRecordOptions<F>,
  server: F,
): AutosaveRecord<F> {
  const session = useAutosaveSession();
  const record = session.record(options, server);
  record.setServer(server);
  useSyncExternalStore(record.subscribe, record.getVersion);
  useEffect(() => record.restoreUnsavedEdits(), [record]);
  return record;
}
