import { FileSearch, ListChecks, Settings, Users } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { FuzzyMatchesTab } from "@/features/admin/components/fuzzy-matches-tab";
import { ProcessingQueueTab } from "@/features/admin/components/processing-queue-tab";
import { SettingsTab } from "@/features/admin/components/settings-tab";
import { UsersTab } from "@/features/admin/components/users-tab";
import { DocumentStatusBadge } from "@/features/uploads/components/document-status-badge";

const renderStatus = (status: string) => <DocumentStatusBadge status={status} />;

/** /admin (administrators only; the router's AdminRoute turns everyone else away). */
export function AdminPage() {
  return (
    <>
      <PageHeader
        title="Admin Panel"
        description="Manage users, watch document processing and edit the AI prompts."
      />
      <Tabs defaultValue="users">
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
          <SettingsTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
