import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildFuzzyMatch, buildFuzzyMatchPage } from "@/test/fuzzy-matches";
import { buildAdmin, type FetchCall, jsonResponse, mockFetch, renderWithProviders } from "@/test/test-utils";
import { FuzzyMatchesTab } from "./fuzzy-matches-tab";

// 'Create and invite all' on Fuzzy Matches (docs/product.md §21): choose cards, review them in one
// dialog, one click, an outcome per card.

const CERTAIN = buildFuzzyMatch({
  id: "11111111-1111-4111-8111-111111111111",
  filename: "olga.pdf",
  extractedName: "Olga Newhire",
  extractedEmail: "olga@example.com",
  contact: { nameLine: "OLGA NEWHIRE", emailLine: "Email: olga@example.com", doubtfulAddresses: [] },
});
const SHARED = buildFuzzyMatch({
  id: "22222222-2222-4222-8222-222222222222",
  filename: "sami.pdf",
  extractedName: "Sami Shared",
  extractedEmail: null,
  contact: {
    nameLine: "Sami Shared",
    emailLine: null,
    doubtfulAddresses: [{ address: "service@acme.example", reason: "role", line: "service@acme.example" }],
  },
});
const TAKEN = buildFuzzyMatch({
  id: "33333333-3333-4333-8333-333333333333",
  filename: "tara.pdf",
  extractedName: "Tara Taken",
  extractedEmail: "tara@example.com",
});

function api() {
  const counts = { waiting: 3, ignored: 0, assigned: 0, reading: 0 };
  const fetchMock = mockFetch({
    "GET /api/admin/fuzzy-matches": ({ url }) => {
      const view = new URL(url, "http://localhost").searchParams.get("view");
      return jsonResponse(
        buildFuzzyMatchPage(view === "waiting" ? [CERTAIN, SHARED, TAKEN] : [], { counts }),
      );
    },
    "POST /api/admin/fuzzy-matches/create-and-invite": ({ init }) => {
      const { items } = JSON.parse(String(init?.body)) as { items: { id: string; email: string }[] };
      return jsonResponse({
        results: items.map((item) =>
          item.id === "33333333-3333-4333-8333-333333333333"
            ? {
                id: item.id,
                email: item.email,
                outcome: "exists",
                message: "An account with this email address already exists.",
              }
            : { id: item.id, email: item.email, outcome: "invited", message: `Invited ${item.email}.` },
        ),
      });
    },
  });
  const calls = (route: string): FetchCall[] =>
    fetchMock.mock.calls
      .map(([input, init]) => ({ method: (init?.method ?? "GET").toUpperCase(), url: String(input), init }))
      .filter((call) => `${call.method} ${call.url}` === route);
  return { calls, bodyOf: (call?: FetchCall) => JSON.parse(String(call?.init?.body)) };
}

describe("Create and invite all", () => {
  it("reviews the chosen cards together, asks to confirm a shared address, and shows each outcome", async () => {
    const { calls, bodyOf } = api();
    const { user } = renderWithProviders(<FuzzyMatchesTab />, { user: buildAdmin() });
    const start = await screen.findByRole("button", { name: "Create and invite all (0)" });
    expect(start).toBeDisabled();
    for (const name of ["olga.pdf", "sami.pdf", "tara.pdf"]) {
      await user.click(screen.getByRole("checkbox", { name: `Choose ${name} for Create and invite all` }));
    }
    await user.click(screen.getByRole("button", { name: "Create and invite all (3)" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create and invite all" }));
    expect(dialog.getByLabelText("Full name for olga.pdf")).toHaveValue("Olga Newhire");
    expect(dialog.getByLabelText("Email for olga.pdf")).toHaveValue("olga@example.com");
    expect(dialog.getByText("Email: olga@example.com")).toBeInTheDocument();
    expect(dialog.getByLabelText("Email for sami.pdf")).toHaveValue("");

    // The uncertain address must be confirmed before anything is sent.
    await user.click(dialog.getByRole("button", { name: "Use service@acme.example for sami.pdf" }));
    await user.click(dialog.getByRole("button", { name: "Create and invite 3" }));
    expect(dialog.getByText("Confirm the address, or type the person's own.")).toBeInTheDocument();
    expect(calls("POST /api/admin/fuzzy-matches/create-and-invite")).toHaveLength(0);
    await user.click(
      dialog.getByLabelText("I have checked that service@acme.example is this person's own address"),
    );
    await user.click(dialog.getByRole("button", { name: "Create and invite 3" }));

    await waitFor(() => expect(calls("POST /api/admin/fuzzy-matches/create-and-invite")).toHaveLength(1));
    expect(bodyOf(calls("POST /api/admin/fuzzy-matches/create-and-invite")[0])).toEqual({
      items: [
        { id: "11111111-1111-4111-8111-111111111111", fullName: "Olga Newhire", email: "olga@example.com" },
        {
          id: "22222222-2222-4222-8222-222222222222",
          fullName: "Sami Shared",
          email: "service@acme.example",
          addressConfirmed: true,
        },
        { id: "33333333-3333-4333-8333-333333333333", fullName: "Tara Taken", email: "tara@example.com" },
      ],
    });
    const olga = within(dialog.getByRole("listitem", { name: "olga.pdf" }));
    expect(await olga.findByText("Invited")).toBeInTheDocument();
    const tara = within(dialog.getByRole("listitem", { name: "tara.pdf" }));
    expect(tara.getByText("Address taken")).toBeInTheDocument();
    expect(tara.getByText("An account with this email address already exists.")).toBeInTheDocument();

    // Another try sends only the card that was refused.
    await user.clear(tara.getByLabelText("Email for tara.pdf"));
    await user.type(tara.getByLabelText("Email for tara.pdf"), "tara.own@example.com");
    await user.click(dialog.getByRole("button", { name: "Create and invite 1" }));
    await waitFor(() => expect(calls("POST /api/admin/fuzzy-matches/create-and-invite")).toHaveLength(2));
    expect(bodyOf(calls("POST /api/admin/fuzzy-matches/create-and-invite")[1])).toEqual({
      items: [
        { id: "33333333-3333-4333-8333-333333333333", fullName: "Tara Taken", email: "tara.own@example.com" },
      ],
    });
  }, 20_000);
});
