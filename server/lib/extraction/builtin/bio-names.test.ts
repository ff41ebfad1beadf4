// The person a bio is about (bio-names.ts, through extractResumeData's personal data).
import { describe, expect, it } from "vitest";
import { extractResumeData } from "./builtin-extractor";

const personOf = (text: string) => {
  const { firstName, lastName, email, phone } = extractResumeData(text).personal;
  return { firstName, lastName, email, phone };
};

describe("a profile's subject written with a possessive", () => {
  it("reads 'Jorge Villanueva's hangar' then 'Villanueva went …' as the subject, not the column's title", () => {
    expect(
      personOf(
        "SHOP TALK\n\nThe first thing you see in Imelda Sarkis's hangar is the coffee pot. Sarkis spent a decade in the Navy. Sarkis now runs the night shift.\n",
      ),
    ).toMatchObject({ firstName: "Imelda", lastName: "Sarkis" });
    // A business's possessive, its name never a sentence's subject: nobody.
    expect(
      personOf("About us\n\nThe first thing you see in Prairie Sky Aviation's hangar is the coffee pot.\n")
        .firstName,
    ).toBeNull();
  });
});

describe("self-introductions", () => {
  it.each([
    ["About Me\n\nMy name is Nora Lindgren and I have fixed airplanes for ten years.", "Nora", "Lindgren"],
    ["Hi, I'm Owen Castellano.\n\nI'm an A&P mechanic in Tucson.", "Owen", "Castellano"],
    ["A little about me\n\nI'm Rita Okonkwo, an avionics technician in Leeds.", "Rita", "Okonkwo"],
    [
      "## Hola, soy Marta Ibáñez Roldán\n\nTécnica de mantenimiento de aeronaves en Sevilla.",
      "Marta",
      "Ibáñez Roldán",
    ],
    [
      "Re: Introductions\n\nHey all, long time reader. Name's Dwight Okafor, A&P out of Tulsa.",
      "Dwight",
      "Okafor",
    ],
  ])("%s", (text, firstName, lastName) => {
    expect(personOf(text)).toMatchObject({ firstName, lastName });
  });

  it("takes no title, place or greeting for a name", () => {
    expect(
      personOf("Hi, I'm at Envoy on the E175 in DFW.\n\nI'm Lead Inspector at Acme.").firstName,
    ).toBeNull();
  });
});

describe("a profile's subject", () => {
  const profile = [
    "Rotor Notes Magazine",
    "News   Features   Hangar Talk   Events",
    "",
    "HANGAR TALK",
    "From the Fleet to the Gulf: Ines Marlow",
    "By Pat Gruber | May 2024 issue",
    "",
    "When Ines Marlow started at Coastal Rotor Services, she had never seen an S-92.",
    "Marlow spent nine years with the U.S. Navy as an aviation machinist's mate.",
    "",
    "Tips for a story? Write to editor@rotornotes-example.com or call (504) 555-0100.",
  ].join("\n");

  it("is the full name the text then uses as a sentence's subject, and a menu item is nobody", () => {
    expect(personOf(profile)).toEqual({ firstName: "Ines", lastName: "Marlow", email: null, phone: null });
  });

  it("keeps an address that spells the subject's name", () => {
    const own = profile.replace("editor@rotornotes-example.com", "ines.marlow@example.com");
    expect(personOf(own).email).toBe("ines.marlow@example.com");
  });

  it("names nobody when no name comes back as a subject", () => {
    const text =
      "Engine Run Notes\n\nEngine runs are the best part of the night shift. The engine run log is on the wall.";
    expect(personOf(text).firstName).toBeNull();
  });
});

describe("names that are not the page's subject", () => {
  it("skips a namesake of an award and reads the person the note is about", () => {
    const note =
      "A Lakeside Community College instructor has received the Edna Varga Lifetime Mechanic Award. Edna Varga founded the school's hangar in 1951. This year the award goes to Tobias Renner, who served 22 years in the Army. Renner has kept the college's fleet flying since 2004.";
    expect(personOf(note)).toMatchObject({ firstName: "Tobias", lastName: "Renner" });
    // The namesake alone: nobody.
    expect(
      personOf(
        "The Edna Varga Lifetime Mechanic Award is given each spring. Edna Varga founded the school's hangar in 1951. Varga taught there for decades.",
      ).firstName,
    ).toBeNull();
  });

  it("reads no person in a school whose name ends in 'Tech'", () => {
    const about =
      "In the early 1990s I went back to school at Morrow Falls Tech and earned my A&P. Morrow Falls Tech is also a repair station where students work on real aircraft. I graduated near the top of my class.";
    expect(personOf(about).firstName).toBeNull();
  });

  it("reads a staff page that calls its subject by the first name", () => {
    const page =
      "A day on the line – Liesl Achterberg\n\nIn this post Liesl Achterberg tells us about base maintenance.\nLiesl grew up in Namibia. Liesl joined the hangar team in 2019. Since then Liesl has completed two type courses.";
    expect(personOf(page)).toMatchObject({ firstName: "Liesl", lastName: "Achterberg" });
    // A word opening a title once and sentences thrice ('Técnico Superior Universitario', 'Técnico con
    // 11 años …') is no first name: the full name must be written twice.
    expect(
      personOf(
        "Perfil\n\nTécnico con diez años de experiencia. Técnico de línea en Monterrey. Técnico certificado.\n\nEducación\nTécnico Superior Universitario en Aeronáutica\n",
      ).firstName,
    ).toBeNull();
    // A first name written only once or twice as a subject is not enough.
    expect(
      personOf(
        "A day on the line\n\nIn this post Liesl Achterberg tells us about base maintenance.\nLiesl grew up in Namibia.",
      ).firstName,
    ).toBeNull();
  });
});

describe("signatures and numbers", () => {
  it("reads a forum post's signature with its credentials", () => {
    const text =
      "Howdy all.\n\nGot my A&P in 2003 and never looked back.\n\nWade Ostrander, A&P/IA — Canyon, TX\n";
    expect(personOf(text)).toMatchObject({ firstName: "Wade", lastName: "Ostrander" });
  });

  it("reads a national number beside the person's own address", () => {
    const text =
      "Hannah Pryce\nLicensed Aircraft Engineer\n\nGet in touch\nhannah.pryce@example.co.uk · 07700 900412\n";
    expect(personOf(text).phone).toBe("07700 900412");
  });

  it("takes no year range or reference number for a national number", () => {
    const text =
      "Hannah Pryce\nLicensed Aircraft Engineer\n\nhannah.pryce@example.co.uk · 2004 2019 · Ref 0123\n";
    expect(personOf(text).phone).toBeNull();
  });
});
