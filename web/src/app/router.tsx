import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { Route, Switch } from "wouter";
import { CenteredSpinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/document-title";
import { paths } from "@/lib/paths";
import { AdminRoute, GuestRoute, ProtectedRoute } from "./route-guards";

// Every page is its own chunk, so the first load carries only the shell. `preload` lets the route's
// guard start fetching the chunk while the current user is still loading.
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}

const AuthPage = page(() => import("@/pages/auth/auth-page"), "AuthPage");
const VerifyEmailPage = page(() => import("@/pages/verify-email/verify-email-page"), "VerifyEmailPage");
const ForgotPasswordPage = page(
  () => import("@/pages/forgot-password/forgot-password-page"),
  "ForgotPasswordPage",
);
const InvitationPage = page(() => import("@/pages/invitation/invitation-page"), "InvitationPage");
const CountersignPage = page(() => import("@/pages/countersign/countersign-page"), "CountersignPage");
const LogbookPage = page(() => import("@/pages/logbook/logbook-page"), "LogbookPage");
const AccountPage = page(() => import("@/pages/account/account-page"), "AccountPage");
const HomePage = page(() => import("@/pages/home/home-page"), "HomePage");
const UploadPage = page(() => import("@/pages/upload/upload-page"), "UploadPage");
const FormsEntryPage = page(() => import("@/pages/forms-entry/forms-entry-page"), "FormsEntryPage");
const FormPage = page(() => import("@/pages/form/form-page"), "FormPage");
const ChecklistsPage = page(() => import("@/pages/checklists/checklists-page"), "ChecklistsPage");
const DocumentsPage = page(() => import("@/pages/documents/documents-page"), "DocumentsPage");
const DashboardPage = page(() => import("@/pages/dashboard/dashboard-page"), "DashboardPage");
const EligibilityPage = page(() => import("@/pages/eligibility/eligibility-page"), "EligibilityPage");
const TeamPage = page(() => import("@/pages/team/team-page"), "TeamPage");
const AdminPage = page(() => import("@/pages/admin/admin-page"), "AdminPage");
const AdminUserPage = page(() => import("@/pages/admin/admin-user-page"), "AdminUserPage");
const NotFoundPage = page(() => import("@/pages/not-found/not-found-page"), "NotFoundPage");

/** Gives the route its own document title. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <>{children}</>;
}

/** The routes of docs/product.md §2.1, each with its own title. */
export function AppRoutes() {
  return (
    <Suspense fallback={<CenteredSpinner label="Loading" />}>
      <Switch>
        <Route path={paths.auth}>
          <Titled title="Sign in">
            <GuestRoute preload={AuthPage.preload}>
              <AuthPage />
            </GuestRoute>
          </Titled>
        </Route>
        <Route path={paths.verifyEmail}>
          <Titled title="Verify email">
            <VerifyEmailPage />
          </Titled>
        </Route>
        <Route path={paths.forgotPassword}>
          <Titled title="Reset password">
            <ForgotPasswordPage />
          </Titled>
        </Route>
        <Route path={paths.invitationPattern}>
          <Titled title="Set your password">
            <InvitationPage />
          </Titled>
        </Route>
        <Route path={paths.countersignPattern}>
          <Titled title="Countersign logbook tasks">
            <CountersignPage />
          </Titled>
        </Route>
        <Route path={paths.logbook}>
          <Titled title="Logbook">
            <ProtectedRoute preload={LogbookPage.preload}>
              <LogbookPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.account}>
          <Titled title="Account">
            <ProtectedRoute preload={AccountPage.preload}>
              <AccountPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.home}>
          <Titled title="Home">
            <ProtectedRoute preload={HomePage.preload}>
              <HomePage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.upload}>
          <Titled title="Upload">
            <ProtectedRoute preload={UploadPage.preload}>
              <UploadPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.forms}>
          <Titled title="Work History">
            <ProtectedRoute preload={FormsEntryPage.preload}>
              <FormsEntryPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.formPattern}>
          <Titled title="Work History Form">
            <ProtectedRoute preload={FormPage.preload}>
              <FormPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.checklists}>
          <Titled title="Checklists">
            <ProtectedRoute preload={ChecklistsPage.preload}>
              <ChecklistsPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.dashboard}>
          <Titled title="Dashboard">
            <ProtectedRoute preload={DashboardPage.preload}>
              <DashboardPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.eligibility}>
          <Titled title="Eligibility">
            <ProtectedRoute preload={EligibilityPage.preload}>
              <EligibilityPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.documents}>
          <Titled title="Documents">
            <ProtectedRoute preload={DocumentsPage.preload}>
              <DocumentsPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.team}>
          <Titled title="Team">
            <ProtectedRoute preload={TeamPage.preload}>
              <TeamPage />
            </ProtectedRoute>
          </Titled>
        </Route>
        <Route path={paths.admin}>
          <Titled title="Admin">
            <AdminRoute>
              <AdminPage />
            </AdminRoute>
          </Titled>
        </Route>
        <Route path={paths.adminUserPattern}>
          <AdminRoute>
            <AdminUserPage />
          </AdminRoute>
        </Route>
        <Route>
          <Titled title="Page not found">
            <NotFoundPage />
          </Titled>
        </Route>
      </Switch>
    </Suspense>
  );
}
