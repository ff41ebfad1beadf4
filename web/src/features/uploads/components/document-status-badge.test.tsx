import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DocumentStatusBadge } from "./document-status-badge";

describe("DocumentStatusBadge", () => {
  it.each([
    ["draft", "Draft"],
    ["submitted", "Submitted"],
    ["queued", "Queued"],
    ["processing", "Processing"],
    ["completed", "Completed"],
    ["failed", "Failed"],
    ["paused", "Unknown"],
  ])("shows %s as '%s'", (status, label) => {
    render(<DocumentStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it("spins an icon only while processing", () => {
    const { container, rerender } = render(<DocumentStatusBadge status="processing" />);
    expect(container.querySelector("svg.animate-spin")).not.toBeNull();
    rerender(<DocumentStatusBadge status="queued" />);
    expect(container.querySelector("svg")).toBeNull();
  });
});
