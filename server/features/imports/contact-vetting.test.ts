import { describe, expect, it } from "vitest";
import { vetContact } from "./contact-vetting";

const RESUME = "JANE M. OKORO\nAircraft Maintenance Technician\nTacoma, WA | jane.okoro@example.com\n";

describe("vetContact", () => {
  it("keeps an address the document states whole, with the lines it came from", () => {
    expect(vetContact(RESUME, { fullName: "Jane Okoro", email: "jane.okoro@example.com" })).toEqual({
      email: "jane.okoro@example.com",
      contact: {
        nameLine: "JANE M. OKORO",
        emailLine: "Tacoma, WA | jane.okoro@example.com",
        doubtfulAddresses: [],
      },
    });
  });

  it("refuses a shared mailbox an extractor proposed", () => {
    const vetted = vetContact(`${RESUME}Acme Aviation, service@acme.com\n`, {
      fullName: "Jane Okoro",
      email: "service@acme.com",
    });
    expect(vetted.email).toBe("jane.okoro@example.com");
    expect(vetted.contact.doubtfulAddresses).toEqual([
      { address: "service@acme.com", reason: "role", line: "Acme Aviation, service@acme.com" },
    ]);
  });

  it("refuses a truncated address the document does not state whole", () => {
    const vetted = vetContact("Jane Okoro\njane.okoro@example.co\nmx\n", {
      fullName: "Jane Okoro",
      email: "jane.okoro@example.co",
    });
    expect(vetted.email).toBeNull();
    expect(vetted.contact.doubtfulAddresses).toEqual([
      { address: "jane.okoro@example.co", reason: "wrapped", line: "jane.okoro@example.co" },
    ]);
  });

  it("refuses an address that is not in the text as read", () => {
    const vetted = vetContact("Jane Okoro\n", { fullName: "Jane Okoro", email: "jane@example.com" });
    expect(vetted.email).toBeNull();
    expect(vetted.contact.doubtfulAddresses[0]).toMatchObject({ reason: "not_whole", line: null });
  });

  it("proposes nothing without the document's text", () => {
    expect(vetContact(null, { fullName: "Jane Okoro", email: "jane@example.com" }).email).toBeNull();
  });
});
