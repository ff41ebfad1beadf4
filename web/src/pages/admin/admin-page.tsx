import { FileSearch, ListChecks, Settings, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FuzzyMatchesTab } from "@/features/admin/components/fuzzy-matches-tab";
import { ProcessingQueueTab } from "@/features/admin/components/processing-queue-tab";
import { SettingsTab } from "@/features/admin/components/settings-tab";
import { UsersTab } from "@/features/admin/components/users-tab";
import { DocumentStatusBadge } from "@/features/uploads/components/document-status-badge";

const renderStatus = (status: string) => <DocumentStatusBadge status={status} />;

export const UNSAVED_PROMPTS_TITLE = "Discard unsaved prompt changes?";

/**
 * /admin (administrators only; the router's AdminRoute turns everyone else away). Leaving the
 * Settings tab, or the page, with unsaved prompt edits asks first: a tab's content is dropped when
 * another tab opens.
 */
export function AdminPage() {
  const [tab, setTab] = useState("users");
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
        </TabsList>
        <TabsContent value="users">
          <UsersTab />
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
      </Tabs>
    </>
  );
}
