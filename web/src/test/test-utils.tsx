import type { CurrentUser } from "@domain/schemas/user";
import type { QueryClient } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AppProviders } from "@/app/providers";
import { AppRoutes } from "@/app/router";
import { TooltipProvider } from "@/components/ui/tooltip";
import { createQueryClient } from "@/lib/query-client";
import { currentUserQueryKey } from "@/lib/query-keys";

// --- people ---------------------------------------------------------------------------------------
export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "0b7a3f0e-8a44-4a9e-9d6b-2f1c7d1e2a01",
    fullName: "Jane Mechanic",
    email: "jane@example.com",
    role: "user",
    createdAt: "2026-01-15T10:00:00.000Z",
    ...overrides,
  };
}

export function buildAdmin(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return buildUser({
    id: "5d2c1b9a-0f3e-4c8d-a7b6-1e2f3a4b5c02",
    fullName: "Alex Chief Inspector",
    email: "alex@example.com",
    role: "admin",
    ...overrides,
  });
}

// --- fetch ----------------------------------------------------------------------------------------
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
}

export type FetchCall = { method: string; url: string; init: RequestInit | undefined };
type Handler = (call: FetchCall) => Response | Promise<Response>;

/**
 * Replaces `fetch` with a route table: keys are "METHOD /path" (path without the query string).
 * An unknown route answers 404 so a forgotten mock shows up as a failing call, not a hang.
 */
export function mockFetch(routes: Record<string, Handler | Response>) {
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? "GET").toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, "").split("?")[0];
    const route = routes[`${method} ${path}`];
    if (!route)
      return jsonResponse({ error: "not_found", message: `No mock for ${method} ${path}` }, { status: 404 });
    return typeof route === "function" ? route({ method, url, init }) : route.clone();
  });
  vi.stubGlobal("fetch", fn);
  return fn;
}

/** GET /api/user answering the given user, or 401 when null. */
export function currentUserRoute(user: CurrentUser | null): Record<string, Handler> {
  return {
    "GET /api/user": () =>
      user
        ? jsonResponse(user)
        : jsonResponse({ error: "unauthorized", message: "Please sign in to continue." }, { status: 401 }),
  };
}

// --- rendering ------------------------------------------------------------------------------------
type ProviderOptions = {
  /** Start here (may include ?query). */
  path?: string;
  /** Seed the current user (null = signed out) instead of asking GET /api/user. */
  user?: CurrentUser | null;
  queryClient?: QueryClient;
};

type MemoryLocation = ReturnType<typeof memoryLocation>;

/**
 * The app's providers around a router on an in-memory location, plus the tooltip provider that the
 * signed-in layout gives every page (pages and their parts are rendered here without the layout).
 */
export function TestProviders({
  queryClient,
  location,
  children,
}: {
  queryClient: QueryClient;
  location: MemoryLocation;
  children: ReactNode;
}) {
  return (
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <TooltipProvider>{children}</TooltipProvider>
      </Router>
    </AppProviders>
  );
}

/** Renders a component inside the app's providers and a memory-location router. */
export function renderWithProviders(
  ui: ReactElement,
  options: ProviderOptions & Omit<RenderOptions, "wrapper"> = {},
) {
  const { path = "/", user, queryClient = createQueryClient(), ...renderOptions } = options;
  if (user !== undefined) queryClient.setQueryData(currentUserQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const wrap = (node: ReactElement) => (
    <TestProviders queryClient={queryClient} location={location}>
      {node}
    </TestProviders>
  );
  const result = render(wrap(ui), renderOptions);
  return {
    ...result,
    /** Re-renders inside the same providers and location. */
    rerender: (next: ReactElement) => result.rerender(wrap(next)),
    user: userEvent.setup(),
    queryClient,
    location,
    /** The current location as last navigated to (path and query). */
    currentPath: () => location.history.at(-1),
  };
}

/** Renders the whole app (every route) at `path`. */
export function renderApp(options: ProviderOptions = {}) {
  return renderWithProviders(<AppRoutes />, options);
}
