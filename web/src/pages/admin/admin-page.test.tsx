import { ADMIN_QUEUE_POLL_MS, PROMPT_BOX_MIN_HEIGHT_PX } from "@domain/constants";
import type { AdminUser, AiPrompt } from "@domain/schemas/admin";
import type { ProcessingQueueItem } from "@domain/schemas/processing";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { processingQueueQueryOptions } from "@/features/admin/api/processing-queue";
import { FuzzyMatchCard } from "@/features/admin/components/fuzzy-match-card";
import { INVITE_HINT } from "@/features/admin/components/user-form-fields";
import { deferred } from "@/test/fake-work-history-api";
import { buildFuzzyMatch, buildFuzzyMatchPage } from "@/test/fuzzy-matches";
import {
  buildAdmin,
  buildUser,
  type FetchCall,
  jsonResponse,
  mockFetch,
  renderApp,
  renderWithProviders,
} from "@/test/test-utils";
import { AdminPage } from "./admin-page";

// --- data -------------------------------------------------------------------------------------------

const ADMIN = buildAdmin();

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
    fullName: "Sam Torque",
    email: "sam@example.com",
    role: "user",
    createdAt: "2026-02-03T08:00:00.000Z",
    emailVerified: true,
    state: "active",
    ...overrides,
  };
}

const SAM = adminUser();
const ME: AdminUser = {
  id: ADMIN.id,
  fullName: ADMIN.fullName,
  email: ADMIN.email,
  role: "admin",
  createdAt: "2026-01-15T10:00:00.000Z",
  emailVerified: true,
  state: "active",
};

function queueItem(overrides: Partial<ProcessingQueueItem> = {}): ProcessingQueueItem {
  return {
    id: "a3bb189e-8bf9-4888-9912-ace4e6543002",
    documentId: "b3bb189e-8bf9-4888-9912-ace4e6543002",
    documentType: "resume",
    userId: SAM.id,
    status: "queued",
    progress: 0,
    createdAt: "2026-04-02T09:00:00.000Z",
    filename: "sam-resume.pdf",
    userName: SAM.fullName,
    userEmail: SAM.email,
    errorMessage: null,
    attempts: 0,
    ...overrides,
  };
}

function prompt(type: "resume" | "training", content: string): AiPrompt {
  return {
    id: type === "resume" ? "c3bb189e-8bf9-4888-9912-ace4e6543002" : "d3bb189e-8bf9-4888-9912-ace4e6543002",
    promptType: type,
    promptContent: content,
    isActive: true,
    createdBy: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-03-09T00:00:00.000Z",
    defaultContent: `The built-in ${type} prompt.`,
  };
}

// --- helpers ----------------------------------------------------------------------------------------

type Routes = Parameters<typeof mockFetch>[0];

function adminApi(overrides: Routes = {}, users: AdminUser[] = [ME, SAM]) {
  const fetchMock = mockFetch({
    "GET /api/admin/users": () => jsonResponse(users),
    "GET /api/processing-queue": () => jsonResponse([]),
    "GET /api/admin/ai-prompts": () =>
      jsonResponse([prompt("resume", "Extract the resume."), prompt("training", "Map the training.")]),
    "GET /api/admin/ai-provider": () =>
      jsonResponse({ provider: "builtin", model: null, usesPrompts: false }),
    "GET /api/admin/checklists/sign-offs": () => jsonResponse({ signOffs: [] }),
    "GET /api/admin/settings/alerts": () => jsonResponse({ warningWindowDays: 30 }),
    "GET /api/admin/settings/center": () => jsonResponse({ centerName: "your training center" }),
    "GET /api/admin/archived-records": () => jsonResponse({ records: [] }),
    ...overrides,
  });
  const calls = (route: string): FetchCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }))
      .filter((call) => `${call.method} ${call.url}` === route);
  const bodyOf = (call: FetchCall | undefined) => JSON.parse(String(call?.init?.body));
  return { fetchMock, calls, bodyOf };
}

function renderPage() {
  return renderWithProviders(<AdminPage />, { path: "/admin", user: ADMIN });
}

// `hidden`: while a modal dialog stays open (a refused save), the rest of the page is aria-hidden;
// Radix still announces the toast through its own live region.
const toastRegion = () => within(screen.getByRole("region", { name: /Notifications/, hidden: true }));

async function expectToast(title: string, description: string) {
  await waitFor(() => expect(toastRegion().getByText(title)).toBeInTheDocument());
  expect(toastRegion().getByText(description)).toBeInTheDocument();
}

const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

// --- the page ---------------------------------------------------------------------------------------

describe("/admin Users: unverified accounts", () => {
  const KIM = adminUser({
    id: "9c9e6679-7425-40de-944b-e07fc1f90ae9",
    fullName: "Kim Stuck",
    email: "kim@example.com",
    emailVerified: false,
    state: "unverified",
  });

  it("shows Active or Unverified, and the Unverified filter lists only the accounts waiting", async () => {
    adminApi({}, [ME, SAM, KIM]);
    const { user } = renderPage();
    await screen.findByRole("cell", { name: "Kim Stuck" });
    expect(within(rowOf("Sam Torque")).getByText("Active")).toBeInTheDocument();
    expect(within(rowOf("Kim Stuck")).getByText("Unverified")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Unverified (1)" }));
    expect(screen.getByRole("button", { name: "Unverified (1)" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("cell", { name: "Sam Torque" })).not.toBeInTheDocument();
    expect(screen.getByRole("cell", { name: "Kim Stuck" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "All users" }));
    expect(screen.getByRole("cell", { name: "Sam Torque" })).toBeInTheDocument();
  });

  it("Verify marks the account verified and reloads the list", async () => {
    let verified = false;
    const { calls } = adminApi({
      "GET /api/admin/users": () =>
        jsonResponse([
          ME,
          SAM,
          { ...KIM, emailVerified: verified, state: verified ? "active" : "unverified" },
        ]),
      [`POST /api/admin/users/${KIM.id}/verify`]: () => {
        verified = true;
        return jsonResponse({ message: "The account is verified. Its owner can sign in now." });
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Verify Kim Stuck" }));
    await expectToast("Account verified", "The account is verified. Its owner can sign in now.");
    await waitFor(() => expect(within(rowOf("Kim Stuck")).getByText("Active")).toBeInTheDocument());
    expect(calls(`POST /api/admin/users/${KIM.id}/verify`)).toHaveLength(1);
  });

  it("Send new code mails a code, and a refusal shows the server's sentence", async () => {
    let answer = 0;
    adminApi(
      {
        [`POST /api/admin/users/${KIM.id}/verification-code`]: () =>
          answer++ === 0
            ? jsonResponse({ message: "A new verification code was sent to the account's email address." })
            : jsonResponse(
                { error: "This account is already verified.", message: "This account is already verified." },
                { status: 409 },
              ),
      },
      [ME, KIM],
    );
    const { user } = renderPage();
    const send = await screen.findByRole("button", { name: "Send a new code to Kim Stuck" });
    await user.click(send);
    await expectToast("Code sent", "A new verification code was sent to the account's email address.");
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    await expectToast("Error", "This account is already verified.");
  });
});

describe("/admin", () => {
  it("has the tabs Users, Processing Queue, Fuzzy Matches and Settings, Users first, then Training and Sign-offs", async () => {
    adminApi();
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Admin Panel" })).toBeInTheDocument();
    const tabs = screen.getAllByRole("tab").map((tab) => tab.textContent);
    expect(tabs).toEqual(["Users", "Processing Queue", "Fuzzy Matches", "Settings", "Training", "Sign-offs"]);
    expect(screen.getByRole("tab", { name: "Users" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("cell", { name: "Sam Torque" })).toBeInTheDocument();
  });

  it("says when the user list could not be loaded, with the server's sentence, and 'Try again' loads it", async () => {
    let fail = true;
    adminApi({
      "GET /api/admin/users": () =>
        fail
          ? jsonResponse(
              { error: "The database is busy", message: "The database is busy", code: "service_unavailable" },
              { status: 503 },
            )
          : jsonResponse([ME, SAM]),
    });
    const { user } = renderPage();
    expect(await screen.findByText("Users could not be loaded")).toBeInTheDocument();
    expect(screen.getByText("The database is busy")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("cell", { name: "Sam Torque" })).toBeInTheDocument();
    expect(screen.queryByText("Users could not be loaded")).not.toBeInTheDocument();
  });

  it("sends a user to / after 'Checking permissions...', without asking for the user list", async () => {
    const { calls } = adminApi({ "GET /api/user": () => jsonResponse(buildUser()) });
    const { currentPath } = renderApp({ path: "/admin" });
    expect(await screen.findByText("Checking permissions...")).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe("/"));
    expect(calls("GET /api/admin/users")).toHaveLength(0);
  });
});

// --- Users ------------------------------------------------------------------------------------------

describe("/admin Users", () => {
  it("lists Name, Email, Role (capitalised badge) and Created ('MMM d, yyyy')", async () => {
    adminApi();
    renderPage();
    await screen.findByRole("cell", { name: "Sam Torque" });
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Name", "Email", "Role", "Status", "Created", "Actions"]);
    const sam = within(rowOf("Sam Torque"));
    expect(sam.getByText("sam@example.com")).toBeInTheDocument();
    expect(sam.getByText("User")).toBeInTheDocument();
    expect(sam.getByText("Feb 3, 2026")).toBeInTheDocument();
    const me = within(rowOf(ADMIN.fullName));
    expect(me.getByText("Admin")).toBeInTheDocument();
    expect(me.getByText("Jan 15, 2026")).toBeInTheDocument();
  });

  it("says on phones that the table scrolls sideways, and the table scrolls with the keyboard", async () => {
    adminApi();
    renderPage();
    await screen.findByRole("cell", { name: "Sam Torque" });
    expect(screen.getByText(/Scroll sideways to see every column/)).toBeInTheDocument();
    const region = screen.getByRole("region", { name: "Users table" });
    expect(region).toHaveAttribute("tabindex", "0");
    expect(region).toHaveClass("overflow-x-auto");
  });

  it("shows a long name in full as a tooltip", async () => {
    const long = "Maximilian Alexander Montgomery-Fitzgerald the Third of Wichita";
    adminApi({}, [ME, { ...SAM, fullName: long }]);
    renderPage();
    const cell = await screen.findByRole("cell", { name: long });
    expect(cell).toHaveAttribute("title", long);
    expect(cell).toHaveClass("truncate");
  });

  it("disables the delete button of the administrator's own row only", async () => {
    adminApi();
    renderPage();
    await screen.findByRole("cell", { name: "Sam Torque" });
    expect(screen.getByRole("button", { name: `Delete ${ADMIN.fullName}` })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Delete Sam Torque" })).toBeEnabled();
    expect(screen.getByRole("button", { name: `Edit ${ADMIN.fullName}` })).toBeEnabled();
  });

  it("Add User: the password hints at 8 characters, the role defaults to User", async () => {
    adminApi();
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add User" }));
    expect(dialog.getByLabelText("Full name")).toHaveValue("");
    expect(dialog.getByLabelText("Email")).toHaveValue("");
    expect(dialog.getByLabelText("Password")).toHaveAttribute("placeholder", "Min. 8 characters");
    expect(dialog.getByRole("combobox", { name: "Role" })).toHaveTextContent("User");
  });

  it("Add User with a required field missing: 'Validation error' toast and no call", async () => {
    const { calls } = adminApi();
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add User" }));
    // The password may stay blank (an invitation); the e-mail may not.
    await user.type(dialog.getByLabelText("Full name"), "Robin Rivet");
    await user.click(dialog.getByRole("button", { name: "Create User" }));
    await expectToast("Validation error", "Please fill in all required fields");
    expect(calls("POST /api/admin/users")).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Add User" })).toBeInTheDocument();
  });

  it("Add User without a password invites the person, says so, and the row shows Invited", async () => {
    const created = adminUser({
      id: "8c9e6679-7425-40de-944b-e07fc1f90ae8",
      fullName: "Ines Invited",
      email: "ines@example.com",
      state: "invited",
    });
    const users = [ME, SAM];
    const { calls, bodyOf } = adminApi(
      {
        "POST /api/admin/users": () => {
          users.push(created);
          return jsonResponse(created, { status: 201 });
        },
      },
      users,
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Add User" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add User" }));
    expect(dialog.getByText(INVITE_HINT)).toBeInTheDocument();
    await user.type(dialog.getByLabelText("Full name"), "Ines Invited");
    await user.type(dialog.getByLabelText("Email"), "ines@example.com");
    await user.click(dialog.getByRole("button", { name: "Create User" }));

    await expectToast(
      "User created",
      "New user has been added successfully. An invitation was sent to ines@example.com.",
    );
    expect(bodyOf(calls("POST /api/admin/users")[0])).toEqual({
      fullName: "Ines Invited",
      email: "ines@example.com",
      role: "user",
    });
    const row = await waitFor(() => rowOf("Ines Invited"));
    expect(within(row).getByText("Invited")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Resend invitation to Ines Invited" })).toBeEnabled();
  }, 15_000);

  it("Resend invitation sends once however fast it is clicked, and toasts the server's sentence", async () => {
    const INES = adminUser({
      id: "8c9e6679-7425-40de-944b-e07fc1f90ae8",
      fullName: "Ines Invited",
      state: "invited",
    });
    const answer = deferred<Response>();
    const { calls } = adminApi({
      "GET /api/admin/users": () => jsonResponse([ME, SAM, INES]),
      [`POST /api/admin/users/${INES.id}/invitation`]: () => answer.promise,
    });
    renderPage();
    const button = await screen.findByRole("button", { name: "Resend invitation to Ines Invited" });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByRole("button", { name: "Resend invitation to Ines Invited" })).toBeDisabled();
    answer.resolve(jsonResponse({ message: "A new invitation was sent to sam@example.com." }));
    await expectToast("Invitation sent", "A new invitation was sent to sam@example.com.");
    expect(calls(`POST /api/admin/users/${INES.id}/invitation`)).toHaveLength(1);
    expect(within(rowOf("Sam Torque")).queryByRole("button", { name: /Resend invitation/ })).toBeNull();
  });

  it("Add User: creates with the chosen role, toasts, closes, refreshes and starts empty next time", async () => {
    const created = adminUser({ id: "8c9e6679-7425-40de-944b-e07fc1f90ae7", fullName: "Robin Rivet" });
    const users = [ME, SAM];
    const { calls, bodyOf } = adminApi(
      {
        "POST /api/admin/users": () => {
          users.push(created);
          return jsonResponse(created, { status: 201 });
        },
      },
      users,
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Add User" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add User" }));
    await user.type(dialog.getByLabelText("Full name"), "Robin Rivet");
    await user.type(dialog.getByLabelText("Email"), "Robin@Example.com");
    await user.type(dialog.getByLabelText("Password"), "rivet-password");
    await user.click(dialog.getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "Admin" }));
    await user.click(dialog.getByRole("button", { name: "Create User" }));

    await expectToast("User created", "New user has been added successfully.");
    expect(bodyOf(calls("POST /api/admin/users")[0])).toEqual({
      fullName: "Robin Rivet",
      email: "robin@example.com",
      password: "rivet-password",
      role: "admin",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("cell", { name: "Robin Rivet" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Add User" }));
    const again = within(await screen.findByRole("dialog", { name: "Add User" }));
    expect(again.getByLabelText("Full name")).toHaveValue("");
    expect(again.getByLabelText("Password")).toHaveValue("");
    expect(again.getByRole("combobox", { name: "Role" })).toHaveTextContent("User");
    // Types three fields and opens the dialog twice: over 5 s on a loaded 2-core machine.
  }, 15_000);

  it("Add User refused by the server: 'Error' toast with its message, the dialog stays open", async () => {
    adminApi({
      "POST /api/admin/users": () =>
        jsonResponse(
          { error: "conflict", message: "An account with this email address already exists." },
          { status: 409 },
        ),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Add User" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add User" }));
    await user.type(dialog.getByLabelText("Full name"), "Sam Again");
    await user.type(dialog.getByLabelText("Email"), "sam@example.com");
    await user.type(dialog.getByLabelText("Password"), "long-enough");
    await user.click(dialog.getByRole("button", { name: "Create User" }));
    await expectToast("Error", "An account with this email address already exists.");
    expect(screen.getByRole("dialog", { name: "Add User" })).toBeInTheDocument();
    expect(dialog.getByLabelText("Full name")).toHaveValue("Sam Again");
  });

  it("Edit User: prefilled; a blank password is not sent; toasts and closes", async () => {
    const { calls, bodyOf } = adminApi({
      "PATCH /api/admin/users/7c9e6679-7425-40de-944b-e07fc1f90ae7": () =>
        jsonResponse({ ...SAM, fullName: "Sam Wrench" }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Sam Torque" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit User" }));
    expect(dialog.getByLabelText("Full name")).toHaveValue("Sam Torque");
    expect(dialog.getByLabelText("Email")).toHaveValue("sam@example.com");
    expect(dialog.getByLabelText("New password")).toHaveValue("");
    expect(dialog.getByRole("combobox", { name: "Role" })).toHaveTextContent("User");

    await user.clear(dialog.getByLabelText("Full name"));
    await user.type(dialog.getByLabelText("Full name"), "Sam Wrench");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));

    await expectToast("User updated", "User information has been updated successfully.");
    expect(bodyOf(calls(`PATCH /api/admin/users/${SAM.id}`)[0])).toEqual({
      fullName: "Sam Wrench",
      email: "sam@example.com",
      role: "user",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Edit Sam Torque" })).toHaveFocus();
  });

  it("Edit User: a new password is sent; a cleared name gives the 'Validation error' toast", async () => {
    const { calls, bodyOf } = adminApi({
      [`PATCH /api/admin/users/${SAM.id}`]: () => jsonResponse(SAM),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Edit Sam Torque" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit User" }));

    await user.clear(dialog.getByLabelText("Full name"));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expectToast("Validation error", "Please fill in all required fields");
    expect(calls(`PATCH /api/admin/users/${SAM.id}`)).toHaveLength(0);

    await user.type(dialog.getByLabelText("Full name"), "Sam Torque");
    await user.type(dialog.getByLabelText("New password"), "a-new-password");
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expectToast("User updated", "User information has been updated successfully.");
    expect(bodyOf(calls(`PATCH /api/admin/users/${SAM.id}`)[0])).toEqual({
      fullName: "Sam Torque",
      email: "sam@example.com",
      role: "user",
      password: "a-new-password",
    });
  });

  it("Edit User refused by the server: 'Error' toast with its message", async () => {
    adminApi({
      [`PATCH /api/admin/users/${ME.id}`]: () =>
        jsonResponse(
          {
            error: "bad_request",
            message:
              "The last administrator cannot be changed to a user. Make another user an administrator first.",
          },
          { status: 400 },
        ),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: `Edit ${ADMIN.fullName}` }));
    const dialog = within(await screen.findByRole("dialog", { name: "Edit User" }));
    await user.click(dialog.getByRole("combobox", { name: "Role" }));
    await user.click(await screen.findByRole("option", { name: "User" }));
    await user.click(dialog.getByRole("button", { name: "Save Changes" }));
    await expectToast(
      "Error",
      "The last administrator cannot be changed to a user. Make another user an administrator first.",
    );
  });

  it("delete asks for confirmation with the contractual sentence, then deletes and toasts", async () => {
    const users = [ME, SAM];
    const { calls } = adminApi(
      {
        [`DELETE /api/admin/users/${SAM.id}`]: () => {
          users.pop();
          return new Response(null, { status: 204 });
        },
      },
      users,
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Sam Torque" }));
    const dialog = within(await screen.findByRole("alertdialog"));
    expect(
      dialog.getByText(
        "Are you sure you want to delete Sam Torque? This action cannot be undone and will remove all associated data.",
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole("button", { name: "Delete" }));

    await expectToast("User deleted", "User has been removed successfully.");
    expect(calls(`DELETE /api/admin/users/${SAM.id}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Sam Torque" })).not.toBeInTheDocument());
  });

  it("delete cancelled calls nothing; delete refused shows 'Error' with the server message", async () => {
    const { calls } = adminApi({
      [`DELETE /api/admin/users/${SAM.id}`]: () =>
        jsonResponse({ error: "bad_request", message: "User not found." }, { status: 404 }),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete Sam Torque" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(calls(`DELETE /api/admin/users/${SAM.id}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Sam Torque" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await expectToast("Error", "User not found.");
  });
});

// --- Processing Queue -------------------------------------------------------------------------------

describe("/admin Processing Queue", () => {
  const items = [
    queueItem(),
    queueItem({
      id: "a3bb189e-8bf9-4888-9912-ace4e6543003",
      filename: "running.pdf",
      status: "processing",
      progress: 40,
    }),
    queueItem({
      id: "a3bb189e-8bf9-4888-9912-ace4e6543004",
      filename: "done.pdf",
      status: "completed",
      progress: 100,
      attempts: 1,
    }),
    queueItem({
      id: "a3bb189e-8bf9-4888-9912-ace4e6543005",
      filename: "broken.pdf",
      status: "failed",
      errorMessage: "This PDF has no text layer",
      attempts: 3,
    }),
    queueItem({
      id: "a3bb189e-8bf9-4888-9912-ace4e6543006",
      filename: "odd.pdf",
      status: "archived" as ProcessingQueueItem["status"],
    }),
  ];

  async function openQueue(overrides: Routes = {}, list = items) {
    const api = adminApi({ "GET /api/processing-queue": () => jsonResponse(list), ...overrides });
    const rendered = renderPage();
    await rendered.user.click(screen.getByRole("tab", { name: "Processing Queue" }));
    return { ...api, ...rendered };
  }

  it("shows Document, Type, User, Status, Progress, Created and Process only for the queued task", async () => {
    await openQueue();
    await screen.findByRole("cell", { name: "sam-resume.pdf" });
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["Document", "Type", "User", "Status", "Progress", "Created", "Actions"]);

    const queued = within(rowOf("sam-resume.pdf"));
    expect(queued.getByText("Queued")).toBeInTheDocument();
    expect(queued.getByText("Resume / CV")).toBeInTheDocument();
    expect(queued.getByText("Sam Torque")).toBeInTheDocument();
    expect(queued.getByText("Apr 2, 2026")).toBeInTheDocument();
    expect(queued.getByText("0%")).toBeInTheDocument();

    const running = within(rowOf("running.pdf"));
    expect(running.getByText("Processing").querySelector("svg.animate-spin")).not.toBeNull();
    expect(running.getByRole("progressbar", { name: "Progress of running.pdf" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(running.getByText("40%")).toBeInTheDocument();
    expect(within(rowOf("done.pdf")).getByText("Completed")).toBeInTheDocument();
    expect(within(rowOf("broken.pdf")).getByText("Failed")).toBeInTheDocument();
    expect(within(rowOf("broken.pdf")).getByText("This PDF has no text layer")).toBeInTheDocument();
    // One row per document, with the runs of all its tasks counted.
    expect(screen.getAllByRole("cell", { name: "broken.pdf" })).toHaveLength(1);
    expect(within(rowOf("broken.pdf")).getByText("3 attempts")).toBeInTheDocument();
    expect(within(rowOf("done.pdf")).getByText("1 attempt")).toBeInTheDocument();
    expect(queued.queryByText(/attempt/)).not.toBeInTheDocument();
    expect(within(rowOf("odd.pdf")).getByText("Unknown")).toBeInTheDocument();

    expect(screen.getAllByRole("button", { name: /^Process / })).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Process sam-resume.pdf" })).toBeInTheDocument();
  });

  it("Process starts the queued task and toasts 'Processing started'", async () => {
    const { calls, user } = await openQueue({
      [`POST /api/process/${items[0]!.id}`]: () => jsonResponse(items[0]),
    });
    await user.click(await screen.findByRole("button", { name: "Process sam-resume.pdf" }));
    await expectToast("Processing started", "Document processing has been initiated");
    expect(calls(`POST /api/process/${items[0]!.id}`)).toHaveLength(1);
  });

  it("a refused Process toasts 'Processing failed' with the server message, or the fallback", async () => {
    let answer = jsonResponse({ error: "conflict", message: "This task is not queued." }, { status: 409 });
    const { user } = await openQueue({ [`POST /api/process/${items[0]!.id}`]: () => answer });
    await user.click(await screen.findByRole("button", { name: "Process sam-resume.pdf" }));
    await expectToast("Processing failed", "This task is not queued.");

    answer = new Response(null, { status: 502, statusText: "Bad Gateway" });
    await user.click(screen.getByRole("button", { name: "Process sam-resume.pdf" }));
    await expectToast("Processing failed", "Failed to process document");
  });

  it("shows an empty state without tasks", async () => {
    await openQueue({}, []);
    expect(await screen.findByText("No documents in the processing queue")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("refreshes on the queue's poll interval", () => {
    expect(processingQueueQueryOptions().refetchInterval).toBe(ADMIN_QUEUE_POLL_MS);
  });
});

// --- Fuzzy Matches ----------------------------------------------------------------------------------

describe("/admin Fuzzy Matches", () => {
  it("says 'No pending matches' when no document waits, under the bulk import", async () => {
    adminApi({ "GET /api/admin/fuzzy-matches": () => jsonResponse(buildFuzzyMatchPage([])) });
    const { user } = renderPage();
    await user.click(screen.getByRole("tab", { name: "Fuzzy Matches" }));
    expect(await screen.findByText("No pending matches")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bulk import" })).toBeInTheDocument();
  });

  it("has the intended card: filename, match score percent, possible users with Assign, Create New User, Ignore", () => {
    adminApi();
    renderWithProviders(<FuzzyMatchCard match={buildFuzzyMatch()} />);
    expect(screen.getByText("j-doe-resume.pdf")).toBeInTheDocument();
    expect(screen.getByText("87% match")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Assign to Jane Doe" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Assign to Janet Doe" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create New User" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ignore" })).toBeInTheDocument();
  });
});

// --- Settings ---------------------------------------------------------------------------------------

describe("/admin Settings", () => {
  async function openSettings(overrides: Routes = {}) {
    const api = adminApi(overrides);
    const rendered = renderPage();
    await rendered.user.click(screen.getByRole("tab", { name: "Settings" }));
    await screen.findByLabelText("Resume Prompt");
    return { ...api, ...rendered };
  }

  it("shows the expiry alerts' warning window above the prompts", async () => {
    await openSettings();
    expect(screen.getByRole("heading", { name: "Expiry alerts" })).toBeInTheDocument();
    expect(await screen.findByRole("spinbutton", { name: "Warning window (days)" })).toHaveValue(30);
  });

  it("shows 'AI Prompts Management' with the resume and training prompts in labelled boxes at least 200 px high", async () => {
    await openSettings();
    expect(screen.getByRole("heading", { name: "AI Prompts Management" })).toBeInTheDocument();
    const resume = screen.getByLabelText("Resume Prompt");
    const training = screen.getByLabelText("Training Prompt");
    expect(resume).toHaveValue("Extract the resume.");
    expect(training).toHaveValue("Map the training.");
    for (const box of [resume, training]) {
      expect(box.tagName).toBe("TEXTAREA");
      expect(box).toHaveStyle({ minHeight: `${PROMPT_BOX_MIN_HEIGHT_PX}px` });
    }
    expect(PROMPT_BOX_MIN_HEIGHT_PX).toBeGreaterThanOrEqual(200);
  });

  it("Save sends the prompt and toasts 'Success'; Reset goes back to the last saved text", async () => {
    const { calls, bodyOf, user } = await openSettings({
      "PATCH /api/admin/ai-prompts/resume": (call) =>
        jsonResponse(prompt("resume", JSON.parse(String(call.init?.body)).promptContent)),
    });
    const resume = screen.getByLabelText("Resume Prompt");
    await user.clear(resume);
    await user.type(resume, "Find the employers.");
    await user.click(screen.getByRole("button", { name: "Save resume prompt" }));
    await expectToast("Success", "Resume prompt updated successfully");
    expect(bodyOf(calls("PATCH /api/admin/ai-prompts/resume")[0])).toEqual({
      promptContent: "Find the employers.",
    });

    await user.type(resume, " And the dates.");
    expect(resume).toHaveValue("Find the employers. And the dates.");
    await user.click(screen.getByRole("button", { name: "Reset resume prompt" }));
    expect(resume).toHaveValue("Find the employers.");
    await expectToast("Reset", "Resume prompt reset to saved version");
    expect(calls("PATCH /api/admin/ai-prompts/resume")).toHaveLength(1);
  });

  it("Reset of the training prompt restores its saved text without a call", async () => {
    const { fetchMock, user } = await openSettings();
    const before = fetchMock.mock.calls.length;
    const training = screen.getByLabelText("Training Prompt");
    await user.type(training, " Draft.");
    await user.click(screen.getByRole("button", { name: "Reset training prompt" }));
    expect(training).toHaveValue("Map the training.");
    await expectToast("Reset", "Training prompt reset to saved version");
    expect(fetchMock.mock.calls.length).toBe(before);
  });

  it("says the built-in extractor is active and does not use the prompts", async () => {
    await openSettings();
    expect(await screen.findByText("Active provider: built-in extractor")).toBeInTheDocument();
    expect(
      screen.getByText(
        "The built-in extractor does not use these prompts. They apply only to the LLM provider (AI_PROVIDER=openai).",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the instructions the AI follows/i)).not.toBeInTheDocument();
  });

  it("names the LLM provider and its model when it is active", async () => {
    await openSettings({
      "GET /api/admin/ai-provider": () =>
        jsonResponse({ provider: "openai", model: "gpt-4o-mini", usesPrompts: true }),
    });
    expect(await screen.findByText("Active provider: LLM (gpt-4o-mini)")).toBeInTheDocument();
  });

  it("Restore default puts the built-in text in the box, to be saved", async () => {
    const { calls, bodyOf, user } = await openSettings({
      "PATCH /api/admin/ai-prompts/resume": (call) =>
        jsonResponse(prompt("resume", JSON.parse(String(call.init?.body)).promptContent)),
    });
    await user.click(screen.getByRole("button", { name: "Restore the default resume prompt" }));
    expect(screen.getByLabelText("Resume Prompt")).toHaveValue("The built-in resume prompt.");
    expect(calls("PATCH /api/admin/ai-prompts/resume")).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Save resume prompt" }));
    await expectToast("Success", "Resume prompt updated successfully");
    expect(bodyOf(calls("PATCH /api/admin/ai-prompts/resume")[0])).toEqual({
      promptContent: "The built-in resume prompt.",
    });
    expect(screen.getByRole("button", { name: "Restore the default resume prompt" })).toBeDisabled();
  });

  it("an emptied prompt says so under the box and cannot be saved", async () => {
    const { calls, user } = await openSettings();
    const resume = screen.getByLabelText("Resume Prompt");
    await user.clear(resume);
    expect(screen.getByRole("alert")).toHaveTextContent("The prompt must not be empty");
    expect(resume).toHaveAttribute("aria-invalid", "true");
    expect(resume).toHaveAccessibleDescription(expect.stringContaining("The prompt must not be empty"));
    expect(screen.getByRole("button", { name: "Save resume prompt" })).toBeDisabled();
    expect(calls("PATCH /api/admin/ai-prompts/resume")).toHaveLength(0);
    expect(screen.queryByText(/Invalid request/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of the text under the box, not 'Invalid request. body.promptContent: …'", async () => {
    const message = "Invalid request. body.promptContent: The prompt must be at most 20,000 characters";
    const { user } = await openSettings({
      "PATCH /api/admin/ai-prompts/training": () =>
        jsonResponse(
          {
            error: message,
            message,
            code: "validation_error",
            issues: [{ path: "body.promptContent", message: "The prompt must be at most 20,000 characters" }],
          },
          { status: 400 },
        ),
    });
    await user.type(screen.getByLabelText("Training Prompt"), " More.");
    await user.click(screen.getByRole("button", { name: "Save training prompt" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The prompt must be at most 20,000 characters",
    );
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("asks before leaving the Settings tab with unsaved prompt edits", async () => {
    const { user } = await openSettings();
    await user.type(screen.getByLabelText("Resume Prompt"), " Draft.");
    await user.click(screen.getByRole("tab", { name: "Users" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Discard unsaved prompt changes?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("tab", { name: "Settings", selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText("Resume Prompt")).toHaveValue("Extract the resume. Draft.");

    await user.click(screen.getByRole("tab", { name: "Users" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard changes" }),
    );
    expect(await screen.findByRole("tab", { name: "Users", selected: true })).toBeInTheDocument();
    // Nothing unsaved any more: back and forth without a question.
    await user.click(screen.getByRole("tab", { name: "Settings" }));
    await screen.findByLabelText("Resume Prompt");
    await user.click(screen.getByRole("tab", { name: "Users" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("a refused Save toasts 'Error' with the server message, or 'Failed to update prompt'", async () => {
    let answer = jsonResponse(
      {
        error: "validation_error",
        message: "Invalid request. body.promptContent: The prompt must not be empty",
      },
      { status: 400 },
    );
    const { user } = await openSettings({ "PATCH /api/admin/ai-prompts/training": () => answer });
    const training = screen.getByLabelText("Training Prompt");
    await user.type(training, " More.");
    await user.click(screen.getByRole("button", { name: "Save training prompt" }));
    await expectToast("Error", "Invalid request. body.promptContent: The prompt must not be empty");
    expect(training).toHaveValue("Map the training. More.");

    answer = new Response(null, { status: 500, statusText: "Internal Server Error" });
    await user.click(screen.getByRole("button", { name: "Save training prompt" }));
    await expectToast("Error", "Failed to update prompt");
  });
});

// --- Training and Sign-offs -------------------------------------------------------------------------

describe("/admin Training and Sign-offs", () => {
  const signOffs = [
    {
      completionId: "e3bb189e-8bf9-4888-9912-ace4e6543002",
      userId: SAM.id,
      technicianName: SAM.fullName,
      itemId: "f3bb189e-8bf9-4888-9912-ace4e6543002",
      itemName: "Borescope inspection",
      completedOn: "2026-04-02",
      notes: null,
      evidence: null,
    },
  ];

  it("opens the tab the address names, and puts the chosen tab into the address", async () => {
    adminApi({ "GET /api/admin/checklists": () => jsonResponse({ tabs: [] }) });
    const { user, currentPath } = renderWithProviders(<AdminPage />, {
      path: "/admin?tab=training",
      user: ADMIN,
    });
    expect(screen.getByRole("tab", { name: "Training", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("No training program yet")).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /Sign-offs/ }));
    expect(await screen.findByText("No sign-offs waiting")).toBeInTheDocument();
    expect(currentPath()).toBe("/admin?tab=sign-offs");

    await user.click(screen.getByRole("tab", { name: "Users" }));
    expect(currentPath()).toBe("/admin");
    expect(await screen.findByRole("cell", { name: "Sam Torque" })).toBeInTheDocument();
  });

  it("an unknown tab in the address opens Users", async () => {
    adminApi();
    renderWithProviders(<AdminPage />, { path: "/admin?tab=nonsense", user: ADMIN });
    expect(screen.getByRole("tab", { name: "Users", selected: true })).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Sam Torque" })).toBeInTheDocument();
  });

  it("counts the sign-offs waiting on the tab, in words for screen readers", async () => {
    adminApi({ "GET /api/admin/checklists/sign-offs": () => jsonResponse({ signOffs }) });
    renderPage();
    const tab = await screen.findByRole("tab", { name: "Sign-offs, 1 waiting" });
    expect(tab).toHaveTextContent("Sign-offs1");
  });
});
