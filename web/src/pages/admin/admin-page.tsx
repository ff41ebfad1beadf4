import { ClipboardCheck, FileSearch, GraduationCap, ListChecks, Settings, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ArchivedRecordsCard } from "@/features/admin/components/archived-records-card";
import { FuzzyMatchesTab } from "@/features/admin/components/fuzzy-matches-tab";
import { ProcessingQueueTab } from "@/features/admin/components/processing-queue-tab";
import { SettingsTab } from "@/features/admin/components/settings-tab";
import { UsersTab } from "@/features/admin/components/users-tab";
import { PositionsCard } from "@/features/positions/components/positions-card";
import { usePendingSignOffs } from "@/features/training-admin/api/sign-offs";
import { SignOffsTab } from "@/features/training-admin/components/sign-offs-tab";
import { TrainingTab } from "@/features/training-admin/components/training-tab";
import { DocumentStatusBadge } from "@/features/uploads/components/document-status-badge";

const renderStatus = (status: string) => <DocumentStatusBadge status={status} />;

export const UNSAVED_PROMPTS_TITLE = "Discard unsaved prompt changes?";

const ADMIN_TABS = ["users", "queue", "fuzzy", "settings", "training", "sign-offs"] as const;
type AdminTab = (typeof ADMIN_TABS)[number];
const DEFAULT_TAB: AdminTab = "users";

/** `?tab=training` → "training"; no or an unknown value → Users. */
function tabOf(search: string): AdminTab {
  const value = new URLSearchParams(search).get("tab");
  return ADMIN_TABS.find((tab) => tab === value) ?? DEFAULT_TAB;
}

/** How many sign-offs wait, for the count on the Sign-offs tab (0 while unknown). */
function useSignOffsWaiting(): number {
  return usePendingSignOffs().data?.signOffs.length ?? 0;
}

/**
 * /admin (administrators only; the router's AdminRoute turns everyone else away). Leaving the
 * Settings tab, or the page, with unsaved prompt edits asks first: a tab's content is dropped when
 * another tab opens. The open tab is in the address (`?tab=training`), so a reload or a link keeps it.
 */
export function AdminPage() {
  const tab = tabOf(useSearch());
  const waiting = useSignOffsWaiting();
  const [, navigate] = useLocation();
  const setTab = (next: string) =>
    navigate(next === DEFAULT_TAB ? "/admin" : `/admin?tab=${encodeURIComponent(next)}`, { replace: true });
  const [promptsDirty, setPromptsDirty] = useState(false);
  const [pendingTab, setPendingTab] = useState<string | null>(null);

  useEffect(() => {
    if (!promptsDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [promptsDirty]);

  const chooseTab = (next: string) => {
    if (tab === "settings" && next !== "settings" && promptsDirty) setPendingTab(next);
    else setTab(next);
  };

  return (
    <>
      <PageHeader
        title="Admin Panel"
        description="Manage users, watch document processing and edit the AI prompts."
      />
      <ConfirmDialog
        open={pendingTab !== null}
        onOpenChange={(open) => {
          if (!open) setPendingTab(null);
        }}
        title={UNSAVED_PROMPTS_TITLE}
        description="The prompt edits you have not saved will be lost."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          setPromptsDirty(false);
          if (pendingTab) setTab(pendingTab);
          setPendingTab(null);
        }}
      />
      <Tabs value={tab} onValueChange={chooseTab}>
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="users">
            <Users aria-hidden="true" />
            Users
          </TabsTrigger>
          <TabsTrigger value="queue">
            <ListChecks aria-hidden="true" />
            Processing Queue
          </TabsTrigger>
          <TabsTrigger value="fuzzy">
            <FileSearch aria-hidden="true" />
            Fuzzy Matches
          </TabsTrigger>
          <TabsTrigger value="settings">
            <Settings aria-hidden="true" />
            Settings
          </TabsTrigger>
          <TabsTrigger value="training">
            <GraduationCap aria-hidden="true" />
            Training
          </TabsTrigger>
          {/* The count is a number on screen and words in the name, the same in every browser. */}
          <TabsTrigger
            value="sign-offs"
            aria-label={waiting > 0 ? `Sign-offs, ${waiting} waiting` : undefined}
          >
            <ClipboardCheck aria-hidden="true" />
            Sign-offs
            {waiting > 0 ? (
              <Badge variant="secondary" className="ml-1 px-1.5" aria-hidden="true">
                {waiting}
              </Badge>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <div className="grid gap-6">
            <UsersTab />
            <ArchivedRecordsCard />
          </div>
        </TabsContent>
        <TabsContent value="queue">
          <ProcessingQueueTab renderStatus={renderStatus} />
        </TabsContent>
        <TabsContent value="fuzzy">
          <FuzzyMatchesTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab onDirtyChange={setPromptsDirty} />
        </TabsContent>
        <TabsContent value="training" className="space-y-6">
          <TrainingTab />
          <PositionsCard />
        </TabsContent>
        <TabsContent value="sign-offs">
          <SignOffsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
