// Contact data is never guessed (docs/decisions/0060-contact-never-guessed.md).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";
import { findAddresses } from "./contact";
import { splitSections } from "./sections";
import { prepareDocument } from "./text";

function addresses(text: string) {
  const document = prepareDocument(text);
  return findAddresses(document, splitSections(document)).map(({ address, setAside }) => ({
    address,
    setAside: setAside ?? null,
  }));
}

const personal = (text: string) => extractResumeData(text).personal;

describe("e-mail address", () => {
  it("takes the person's own address", () => {
    expect(personal("Jane Doe\njane.doe@example.com | (555) 111-2222\n").email).toBe("jane.doe@example.com");
  });

  it("never fills a shared or role mailbox", () => {
    expect(personal("Jane Doe\nAcme Aviation, service@acme.com\n").email).toBeNull();
    expect(addresses("Acme Aviation\ninfo@acme.com\n")).toEqual([
      { address: "info@acme.com", setAside: "role" },
    ]);
  });

  it("takes the person's address after a shared one", () => {
    expect(personal("Jane Doe\nservice@acme.com\njane.doe@example.com\n").email).toBe("jane.doe@example.com");
  });

  it("never fills a reference's address", () => {
    const text =
      "Jane Doe\nAircraft Mechanic\n\nEXPERIENCE\nLine Mechanic, Acme Aviation, 2019 - Present\n\n" +
      "REFERENCES\nDale Peterson, Director of Maintenance\ndale.peterson@acme.com\n(303) 555-0100\n";
    expect(personal(text)).toMatchObject({ email: null, phone: null, firstName: "Jane" });
  });

  it("never fills a supervisor's address beside their name", () => {
    const text =
      "Jane Doe\n\nEXPERIENCE\nLine Mechanic, Acme Aviation, 2019 - Present\nSupervisor: Tom Becker, tbecker@example.com\n";
    expect(personal(text).email).toBeNull();
  });

  it("joins an address wrapped after its last label when a known domain completes it", () => {
    expect(personal("Jane Doe\njane.doe@example.co\nm\n(555) 111-2222\n").email).toBe("jane.doe@example.com");
  });

  it("joins an address cut inside its domain when the next line finishes it", () => {
    expect(personal("Jane Doe   |   jane.doe@exam\nple.com\n").email).toBe("jane.doe@example.com");
    expect(personal("Jane Doe\njane.doe@\nexample.com\n").email).toBe("jane.doe@example.com");
  });

  it("leaves out an address whose wrapped rest does not make a whole one", () => {
    expect(addresses("Jane Doe\njane.doe@example.com\nmx\n")).toEqual([
      { address: "jane.doe@example.com", setAside: "wrapped" },
    ]);
    expect(personal("Jane Doe\njane.doe@example.com\nmx\n").email).toBeNull();
    // Cut with nothing that finishes it: no truncated address.
    expect(personal("Jane Doe\njane.doe@example.\nAircraft Mechanic\n").email).toBeNull();
  });

  it("reads an address written against harvesters", () => {
    expect(personal("Jane Doe\njane.doe [at] example [dot] com\n").email).toBe("jane.doe@example.com");
    expect(personal("Jane Doe\nE-mail: jane (at) example.net\n").email).toBe("jane@example.net");
    expect(personal("Jane Doe\nI worked at Acme (at) the airport.\n").email).toBeNull();
  });

  it("keeps an address followed by an ordinary line", () => {
    expect(personal("Jane Doe\njane.doe@example.com\nAircraft Mechanic\n").email).toBe(
      "jane.doe@example.com",
    );
  });
});

describe("name of the document's subject", () => {
  it.each([
    "About Me\n\nI have been an A&P mechanic for twelve years.\n",
    "About\n\nA&P mechanic, twelve years on King Airs.\n",
    "RESUME\n\nA&P Mechanic available for contract work\n",
    "Northwind Flight Services\nHome | About | Careers | Contact\n",
    "Kestrel Jet Center\n\nOur technicians keep your aircraft flying.\n",
    "Hangar Stories\nPosts  Archive  Contact\n",
    "Meet Our Team\n\nLine service and maintenance since 1998.\n",
  ])("names nobody: %j", (text) => {
    expect(personal(text)).toMatchObject({ firstName: null, lastName: null });
  });

  it("does not take a reference's name for the person's", () => {
    const text =
      "About Me\n\nI am an A&P mechanic.\n\nREFERENCES\nDale Peterson, Director of Maintenance\n(303) 555-0100\n";
    expect(personal(text)).toMatchObject({ firstName: null, lastName: null, phone: null });
  });

  it("reads a name under a site banner", () => {
    const text =
      "Northwind Flight Services\nHome | About | Careers | Contact\n\nKevin Marsh\nLead Avionics Technician\n";
    expect(personal(text)).toMatchObject({ firstName: "Kevin", lastName: "Marsh" });
  });
});
