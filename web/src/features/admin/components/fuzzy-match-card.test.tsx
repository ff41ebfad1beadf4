import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildFuzzyMatch } from "@/test/fuzzy-matches";
import { renderWithProviders } from "@/test/test-utils";
import { FuzzyMatchCard } from "./fuzzy-match-card";

describe("FuzzyMatchCard", () => {
  it("marks a possible user whose account never confirmed its address as unverified", () => {
    const match = buildFuzzyMatch({
      possibleUsers: [
        { id: "u1", fullName: "Jane Doe", email: "jane@example.com", score: 100, verified: false },
        { id: "u2", fullName: "Janet Doe", email: "janet@example.com", score: 80, verified: true },
      ],
    });
    renderWithProviders(<FuzzyMatchCard match={match} onAssign={() => {}} />);
    const [jane, janet] = screen.getAllByRole("listitem");
    expect(within(jane as HTMLElement).getByText("Unverified")).toHaveAttribute(
      "title",
      "This account never confirmed its e-mail address: anyone can register one in another person's name.",
    );
    expect(within(janet as HTMLElement).queryByText("Unverified")).toBeNull();
  });

  it("shows the lines the name and address came from, and an address it did not propose", () => {
    const match = buildFuzzyMatch({
      extractedEmail: "jane.doe@example.com",
      contact: {
        nameLine: "JANE DOE, A&P",
        emailLine: "Tacoma, WA | jane.doe@example.com",
        doubtfulAddresses: [
          { address: "service@acme.com", reason: "role", line: "Acme Aviation, service@acme.com" },
        ],
      },
    });
    renderWithProviders(<FuzzyMatchCard match={match} />);
    expect(screen.getByText("JANE DOE, A&P")).toBeInTheDocument();
    expect(screen.getByText("Tacoma, WA | jane.doe@example.com")).toBeInTheDocument();
    expect(screen.getByText("Not proposed")).toBeInTheDocument();
    expect(screen.getByText("service@acme.com")).toBeInTheDocument();
    expect(screen.getByText(/a shared mailbox, not the person's own/)).toBeInTheDocument();
  });
});
