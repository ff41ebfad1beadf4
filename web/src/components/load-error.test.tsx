import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { LoadError } from "./load-error";

describe("LoadError", () => {
  it("shows what failed, the server's sentence (not the raw answer) and 'Try again'", async () => {
    const onRetry = vi.fn();
    const error = new ApiError(
      503,
      JSON.stringify({ error: "Could not reach the server", code: "service_unavailable" }),
      "",
    );
    render(<LoadError title="Could not load your documents" error={error} onRetry={onRetry} />);
    expect(screen.getByText("Could not load your documents")).toBeInTheDocument();
    expect(screen.getByText("Could not reach the server")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows the fallback for an error without a sentence, and disables 'Try again' while retrying", () => {
    render(
      <LoadError
        title="Unable to reach Hangar Log"
        error={undefined}
        fallback="The server did not answer."
        onRetry={() => {}}
        retrying
      />,
    );
    expect(screen.getByText("The server did not answer.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeDisabled();
  });
});
