import type { CurrentUser } from "@domain/schemas/user";
import { act, renderHook, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, currentUserRoute, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { useAuth } from "./auth";
import { currentUserQueryKey } from "./query-keys";

function AuthProbe() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p>{user ? `signed in as ${user.email}` : "signed out"}</p>;
}

describe("useAuth", () => {
  it("throws outside its provider", () => {
    // React reports the thrown render error on console.error: expected here
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow("useAuth must be used within an AuthProvider");
  });

  it("treats a 401 from GET /api/user as signed out", async () => {
    mockFetch(currentUserRoute(null));
    renderWithProviders(<AuthProbe />);
    expect(screen.getByText("loading")).toBeInTheDocument();
    expect(await screen.findByText("signed out")).toBeInTheDocument();
  });

  it("reads the current user from GET /api/user", async () => {
    mockFetch(currentUserRoute(buildUser()));
    renderWithProviders(<AuthProbe />);
    expect(await screen.findByText("signed in as jane@example.com")).toBeInTheDocument();
  });

  it("stores the user returned by login as the current user without asking again", async () => {
    const user = buildUser();
    const fetchMock = mockFetch({ ...currentUserRoute(null), "POST /api/login": () => jsonResponse(user) });
    const { result } = renderAuthHook(undefined);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();

    await act(() =>
      result.current.loginMutation.mutateAsync({ email: user.email, password: "correct horse" }),
    );

    await waitFor(() => expect(result.current.user).toEqual(user));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/user")).toHaveLength(1);
    const loginCall = fetchMock.mock.calls.find(([url]) => url === "/api/login");
    expect(JSON.parse(String(loginCall?.[1]?.body))).toEqual({
      email: user.email,
      password: "correct horse",
    });
  });

  it("clears the user and the other cached answers at logout", async () => {
    mockFetch({ "POST /api/logout": () => new Response(null, { status: 204 }) });
    const { result, queryClient } = renderAuthHook(buildUser());
    queryClient.setQueryData(["/api/forms"], [{ id: "f1" }]);

    await act(() => result.current.logoutMutation.mutateAsync());

    await waitFor(() => expect(result.current.user).toBeNull());
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    expect(queryClient.getQueryData(["/api/forms"])).toBeUndefined();
  });

  it("shows 'Logout failed' with the server's message when logout fails", async () => {
    mockFetch({
      "POST /api/logout": () =>
        jsonResponse({ error: "internal_error", message: "Try again later" }, { status: 500 }),
    });
    const { result } = renderAuthHook(buildUser());

    await act(() => result.current.logoutMutation.mutateAsync().catch(() => {}));

    expect(result.current.user).not.toBeNull();
    expect(await screen.findByText("Logout failed")).toBeInTheDocument();
    expect(screen.getByText("Try again later")).toBeInTheDocument();
  });

  it("registers without signing in", async () => {
    const fetchMock = mockFetch({
      "POST /api/register": () =>
        jsonResponse({ message: "Check your email", email: "new@example.com" }, { status: 201 }),
    });
    const { result } = renderAuthHook(null);
    const input = {
      fullName: "New Tech",
      email: "new@example.com",
      password: "longenough",
      role: "user" as const,
    };

    const answer = await act(() => result.current.registerMutation.mutateAsync(input));

    expect(answer).toEqual({ message: "Check your email", email: "new@example.com" });
    await waitFor(() => expect(result.current.registerMutation.isSuccess).toBe(true));
    expect(result.current.user).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual(input);
  });
});

function Capture({ onRender }: { onRender: (auth: ReturnType<typeof useAuth>) => void }) {
  onRender(useAuth());
  return null;
}

/** useAuth inside the app providers (with the Toaster); `user` seeds the current user, undefined asks the API. */
function renderAuthHook(user: CurrentUser | null | undefined) {
  let captured: ReturnType<typeof useAuth> | undefined;
  const rendered = renderWithProviders(
    <Capture
      onRender={(auth) => {
        captured = auth;
      }}
    />,
    { user },
  );
  return {
    queryClient: rendered.queryClient,
    result: {
      get current() {
        if (!captured) throw new Error("not rendered");
        return captured;
      },
    },
  };
}
