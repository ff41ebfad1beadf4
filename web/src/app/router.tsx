import { type ComponentType, lazy, Suspense } from "react";
import { Route, Switch } from "wouter";
import { CenteredSpinner } from "@/components/ui/spinner";
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
const AccountPage = page(() => import("@/pages/account/account-page"), "AccountPage");
const HomePage = page(() => import("@/pages/home/home-page"), "HomePage");
const UploadPage = page(() => import("@/pages/upload/upload-page"), "UploadPage");
const FormsEntryPage = page(() => import("@/pages/forms-entry/forms-entry-page"), "FormsEntryPage");
const FormPage = page(() => import("@/pages/form/form-page"), "FormPage");
const ChecklistsPage = page(() => import("@/pages/checklists/checklists-page"), "ChecklistsPage");
const DashboardPage = page(() => import("@/pages/dashboard/dashboard-page"), "DashboardPage");
const TeamPage = page(() => import("@/pages/team/team-page"), "TeamPage");
const AdminPage = page(() => import("@/pages/admin/admin-page"), "AdminPage");
const AdminUserPage = page(() => import("@/pages/admin/admin-user-page"), "AdminUserPage");
const NotFoundPage = page(() => import("@/pages/not-found/not-found-page"), "NotFoundPage");

/** The routes of docs/product.md §2.1. */
export function AppRoutes() {
  return (
    <Suspense fallback={<CenteredSpinner label="Loading" />}>
      <Switch>
        <Route path={paths.auth}>
          <GuestRoute preload={AuthPage.preload}>
            <AuthPage />
          </GuestRoute>
        </Route>
        <Route path={paths.verifyEmail}>
          <VerifyEmailPage />
        </Route>
        <Route path={paths.forgotPassword}>
          <ForgotPasswordPage />
        </Route>
        <Route path={paths.account}>
          <ProtectedRoute preload={AccountPage.preload}>
            <AccountPage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.home}>
          <ProtectedRoute preload={HomePage.preload}>
            <HomePage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.upload}>
          <ProtectedRoute preload={UploadPage.preload}>
            <UploadPage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.forms}>
          <ProtectedRoute preload={FormsEntryPage.preload}>
            <FormsEntryPage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.formPattern}>
          <ProtectedRoute preload={FormPage.preload}>
            <FormPage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.checklists}>
          <ProtectedRoute preload={ChecklistsPage.preload}>
            <ChecklistsPage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.dashboard}>
          <ProtectedRoute preload={DashboardPage.preload}>
            <DashboardPage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.team}>
          <ProtectedRoute preload={TeamPage.preload}>
            <TeamPage />
          </ProtectedRoute>
        </Route>
        <Route path={paths.admin}>
          <AdminRoute>
            <AdminPage />
          </AdminRoute>
        </Route>
        <Route path={paths.adminUserPattern}>
          <AdminRoute>
            <AdminUserPage />
          </AdminRoute>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
