import { act, screen, waitFor } from "@testing-library/react";
import { StrictMode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { AppRoutes } from "@/app/router";
import { createQueryClient } from "@/lib/query-client";
import { formsQueryKey } from "@/lib/query-keys";
import { buildForm, deferred, FORM_ID, fakeWorkHistoryApi } from "@/test/fake-work-history-api";
import { buildUser, jsonResponse, renderApp, renderWithProviders } from "@/test/test-utils";

const user = buildUser();

beforeAll(async () => {
  await Promise.all([import("@/app/layout"), import("./forms-entry-page"), import("@/pages/form/form-page")]);
});

describe("/forms", () => {
  it("shows a loading screen, then replaces itself with the first form", async () => {
    const api = fakeWorkHistoryApi({
      forms: [buildForm(), buildForm({ id: "8d0c3b0e-1f2a-4c3d-9e8f-7a6b5c4d3e2f" })],
    });
    const answer = deferred<Response>();
    api.override("GET /api/forms", () => answer.promise);
    const { location } = renderApp({ path: "/forms", user });
    expect(await screen.findByRole("status", { name: "Loading work history" })).toBeInTheDocument();

    await act(async () => answer.resolve(jsonResponse(api.state.forms)));
    await waitFor(() => expect(location.history).toEqual([`/forms/${FORM_ID}`]));
    expect(await screen.findByLabelText("First Name")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/forms")).toHaveLength(0);
  });

  it("creates one draft form for a user who has none and opens it (also when effects run twice)", async () => {
    const api = fakeWorkHistoryApi({ forms: [] });
    // An empty list already known: the create starts on mount, where strict mode runs effects twice.
    const queryClient = createQueryClient();
    queryClient.setQueryData(formsQueryKey, []);
    const { location } = renderWithProviders(
      <StrictMode>
        <AppRoutes />
      </StrictMode>,
      { path: "/forms", user, queryClient },
    );
    await waitFor(() => expect(api.callsTo("POST", "/api/forms")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/forms")[0]?.body).toEqual({ userId: user.id, status: "draft" });
    const created = api.state.forms[0]!;
    await waitFor(() => expect(location.history).toEqual([`/forms/${created.id}`]));
    expect(await screen.findByLabelText("First Name")).toBeInTheDocument();
    // The new form came with the answer: it is not read again.
    // (Its review history is a separate read: /api/forms/{id}/status-events.)
    expect(
      api
        .callsTo("GET", `/api/forms/${created.id}`)
        .filter((call) => call.path === `/api/forms/${created.id}`),
    ).toHaveLength(0);
  });

  it("shows a clear error with a retry instead of spinning for ever when the forms cannot be listed", async () => {
    const api = fakeWorkHistoryApi();
    let fail = true;
    api.override("GET /api/forms", (call) =>
      fail
        ? jsonResponse({ error: "internal", message: "Database unavailable" }, { status: 500 })
        : api.answer(call),
    );
    const { user: events, location } = renderApp({ path: "/forms", user });
    expect(await screen.findByText("Your work history could not be opened")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    expect(screen.queryByRole("status", { name: "Loading work history" })).not.toBeInTheDocument();

    fail = false;
    await events.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(location.history).toEqual([`/forms/${FORM_ID}`]));
  });

  it("shows the error and retries when the draft cannot be created", async () => {
    const api = fakeWorkHistoryApi({ forms: [] });
    let fail = true;
    api.override("POST /api/forms", (call) =>
      fail
        ? jsonResponse({ error: "internal", message: "Could not create" }, { status: 500 })
        : api.answer(call),
    );
    const { user: events, location } = renderApp({ path: "/forms", user });
    expect(await screen.findByText("Could not create")).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/forms")).toHaveLength(1);

    fail = false;
    await events.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(location.history).toEqual([`/forms/${api.state.forms[0]?.id}`]));
    expect(api.callsTo("POST", "/api/forms")).toHaveLength(2);
  });
});
