// Career moves told in bios (prose.ts): first-person pages, magazine profiles and staff bios, each
// wording with the failure side beside it. Invented lines, written as such texts are written.
import { describe, expect, it } from "vitest";
import { extractedJobs } from "../../../test/extracted-jobs";
import { extractResumeData } from "./builtin-extractor";

describe("career moves in bios", () => {
  it("reads 'went to work for X in 1996 as T', 'took a job with X in 2001' and 'where he is T'", () => {
    expect(
      extractedJobs(
        "Meet Our Team\n\nBenning went to work for Piedmont Airlines in 1996 as a line mechanic. He took a job with Mesa Air Group in 2001.\n\nSince 2009 he has worked for Texas Star Aviation, where he is director of maintenance.\n",
      ),
    ).toEqual([
      ["Texas Star Aviation", "director of maintenance", "2009", null],
      ["Mesa Air Group", null, "2001", null],
      ["Piedmont Airlines", "line mechanic", "1996", "2001"],
    ]);
  });

  it("reads 'after eight years in the Navy as T' and 'before hiring on at X in 2004'", () => {
    expect(
      extractedJobs(
        "Spotlight\n\nAfter eight years in the Navy as an aviation machinist's mate, he spent six years with the Marine Corps as a crew chief before hiring on at Bristow Helicopters in 2004.\n",
      ),
    ).toEqual([
      ["Navy", "aviation machinist's mate", null, null],
      ["Marine Corps", "crew chief", null, "2004"],
      ["Bristow Helicopters", null, "2004", null],
    ]);
  });

  it("reads 'moved over to X as T' and 'later to Y as T', not a move to a place", () => {
    expect(
      extractedJobs(
        "About me\n\nI moved over to Alaska Airlines as a heavy check technician, and later to Atlas Air as a quality assurance inspector.\n",
      ),
    ).toEqual([
      ["Alaska Airlines", "heavy check technician", null, null],
      ["Atlas Air", "quality assurance inspector", null, null],
    ]);
    expect(
      extractedJobs("About me\n\nIn the end I moved to Alaska as a mechanic and never looked back at all.\n"),
    ).toEqual([]);
  });

  it("reads 'prior to joining X in 2012, he was T at Y' as X's start and Y's end", () => {
    expect(
      extractedJobs(
        "Profiles\n\nFrank Delgado is the chief inspector at Gulf Coast Jet Services. Prior to joining Gulf Coast in 2012, he was a structures mechanic at Continental Airlines for 14 years.\n",
      ),
    ).toEqual([
      ["Gulf Coast Jet Services", "chief inspector", "2012", null],
      ["Continental Airlines", "structures mechanic", null, "2012"],
    ]);
  });

  it("reads 'left to join X as T', 'was T in the Air Force' and 'went to X, where I spent nine years as T'", () => {
    expect(
      extractedJobs(
        "My background\n\nI was an avionics tech in the Air Force for six years (2001-2007). When I got out I went to Duncan Aviation in Lincoln, Nebraska, where I spent nine years as an avionics installer. Then I left to join Jet2 as a line maintenance engineer.\n",
      ),
    ).toEqual([
      ["Air Force", "avionics tech", "2001", "2007"],
      ["Duncan Aviation", "avionics installer", null, null],
      ["Jet2", "line maintenance engineer", null, null],
    ]);
  });

  it("reads the years between the employer and the role, 'served four years in the X as T' and an own shop", () => {
    expect(
      extractedJobs(
        "Who I am\n\nI worked for Air Canada Jazz in Halifax from 2004 to 2011 as an apprentice. In 2016 we opened our own avionics shop, Prairie Avionics LLC, in Grand Island. Before all that I served four years in the Army National Guard as a CH-47 repairer.\n",
      ),
    ).toEqual([
      ["Air Canada Jazz", "apprentice", "2004", "2011"],
      ["Prairie Avionics LLC", null, "2016", null],
      ["Army National Guard", "CH-47 repairer", null, null],
    ]);
  });

  it("reads a story on past a magazine's subhead, which only a paragraph of sentences continues", () => {
    const story =
      "The Long Road to Director\n\nLinda Marsh was studying nursing when a friend took her to an air show. In 1994 she went to work for USAir as a line mechanic in Pittsburgh.\n\nTraining\n\nIn 2015 she was named director of maintenance at Sun Country Airlines, a scheduled airline.\n";
    expect(extractedJobs(story)).toEqual([
      ["Sun Country Airlines", "director of maintenance", "2015", null],
      ["USAir", "line mechanic", "1994", "2015"],
    ]);
    // A list under the subhead is no story.
    expect(
      extractedJobs(
        "The Long Road\n\nShe is a mechanic.\n\nTraining\n\nNamed director of maintenance at Sun Country Airlines\n",
      ),
    ).toEqual([]);
  });

  it("reads no job heading in a bio's wrapped line that holds a date range", () => {
    expect(
      extractedJobs(
        "About Me\n\nHello! I'm Gareth Hughes, a licensed aircraft engineer from Cardiff. I did my apprenticeship with\nBritish Airways Maintenance Cardiff between September 2006 and August 2010, working on the\n767-300. Since 2019 I've worked as a shift supervisor for Storm Aviation at Manchester Airport.\n",
      ),
    ).toEqual([
      ["Storm Aviation", "shift supervisor", "2019", null],
      // The sentence is read as a bio: 'did my apprenticeship with X between … and …'.
      ["British Airways Maintenance Cardiff", "Apprentice", "2006-09", "2010-08"],
    ]);
  });

  it("reads 'a former U.S. Army T', 'worked 15 years for X before starting Y in 2009'", () => {
    expect(
      extractedJobs(
        "About\n\nA former U.S. Army helicopter mechanic, he worked 15 years for Bristow Group in the Gulf of Mexico before starting Turner Helicopter Services in 2009.\n",
      ),
    ).toEqual([
      ["U.S. Army", "helicopter mechanic", null, null],
      ["Bristow Group", null, null, "2009"],
      ["Turner Helicopter Services", null, "2009", null],
    ]);
  });

  it("reads 'serves as X's T', 'the position of T at X' and 'the T of X' when X's name says it is one", () => {
    expect(
      extractedJobs(
        "Leadership\n\nSandra Ortiz serves as Skyline Aviation's quality manager. She previously held the position of lead inspector at Horizon Air. She was the director of maintenance of Gulf Air Charter.\n",
      ),
    ).toEqual([
      ["Skyline Aviation", "quality manager", null, null],
      ["Horizon Air", "lead inspector", null, null],
      ["Gulf Air Charter", "director of maintenance", null, null],
    ]);
    expect(
      extractedJobs(
        "Leadership\n\nShe was the first mechanic of Hangar Two to earn the award in that region.\n",
      ),
    ).toEqual([]);
  });

  it("adds no employer from a summary's 'former Navy T' beside the Navy's jobs", () => {
    expect(
      extractedJobs(
        "Ray Dunn\n\nSummary\nCorporate aviation technician and former Navy aviation machinist's mate.\n\nExperience\nAviation Machinist's Mate (AD2), U.S. Navy – HSM-72   2010 – 2014\n",
      ).map((job) => job[0]),
    ).toEqual(["U.S. Navy – HSM-72"]);
  });
});

describe("first-person careers", () => {
  it("reads 'joined the Navy right out of high school in 1994 and served eight years as T'", () => {
    expect(
      extractedJobs(
        "About Me\n\nI joined the Navy right out of high school in 1994 and served eight years as an Aviation Machinist's Mate on P-3 Orions at NAS Whidbey Island. When I got out in 2002, I hired on at American Airlines in Tulsa as an A&P mechanic.\n",
      ),
    ).toEqual([
      ["American Airlines", "A&P mechanic", "2002", null],
      ["Navy", "Aviation Machinist's Mate", "1994", "2002"],
    ]);
  });

  it("reads a name written with an inner capital ('easyJet') and 'took a contract with X'", () => {
    expect(
      extractedJobs(
        "Hi there\n\nI started my career with Monarch Aircraft Engineering in 2008 as an apprentice. When Monarch went bust in 2017 I joined easyJet as a B1 certifying engineer at Luton. In 2021 I took a contract with Storm Aviation.\n",
      ),
    ).toEqual([
      ["Storm Aviation", null, "2021", null],
      ["easyJet", "B1 certifying engineer", "2017", "2021"],
      ["Monarch Aircraft Engineering", "apprentice", "2008", "2017"],
    ]);
  });

  it("takes no name from the writer's 'Currently I'm'", () => {
    const { firstName, lastName } = extractResumeData(
      "A little about myself\n\nI got hired at Kelowna Flightcraft in 2006 as an apprentice AME.\nCurrently I'm\nthe avionics lead at Okanagan Avionics Ltd.\n",
    ).personal;
    expect([firstName, lastName]).toEqual([null, null]);
  });
});

describe("a role stayed on in", () => {
  it("reads 'stayed on as T until March 2014' as a new role at the employer just named", () => {
    expect(
      extractedJobs(
        "About Me\n\nI joined British Airways in 2006 as an apprentice. After qualifying I stayed on as a B1 engineer until March 2014, when I left to join Jet2 as a line maintenance engineer.\n",
      ),
    ).toEqual([
      ["British Airways", "apprentice", "2006", null],
      ["British Airways", "B1 engineer", null, "2014-03"],
      ["Jet2", "line maintenance engineer", "2014-03", null],
    ]);
    // Nobody named before it: no employer.
    expect(
      extractedJobs("About Me\n\nAfter school I stayed on as a volunteer mechanic for a while.\n"),
    ).toEqual([]);
  });
});

describe("third-person careers", () => {
  it("reads 'retired from the Air Force in 2005 after 20 years as T', 'went on to work for', 'signed on with', 'landing at X, where he has worked since as T'", () => {
    expect(
      extractedJobs(
        "Profile\n\nJim Kearney retired from the Air Force in 2005 after 20 years as a crew chief. He went on to work for Lockheed Martin as a field service representative, then signed on with Omni Air International in 2011 as a maintenance controller. Kearney spent the next decade at Omni before landing at Atlas Air in 2021, where he has worked since as a quality auditor.\n",
      ),
    ).toEqual([
      ["Air Force", "crew chief", null, "2005"],
      ["Lockheed Martin", "field service representative", null, null],
      ["Omni Air International", "maintenance controller", "2011", "2021"],
      ["Atlas Air", "quality auditor", "2021", null],
    ]);
  });

  it("reads 'in her 12th year with X' and '…, who joined the company in 2012'", () => {
    expect(
      extractedJobs(
        "Staff\n\nTeresa Gomez is in her 12th year with Desert Jet Center. Gomez, who joined the company in 2012, previously worked at Garmin International as a test technician.\n",
      ),
    ).toEqual([
      ["Desert Jet Center", null, "2012", null],
      ["Garmin International", "test technician", null, null],
    ]);
    // No employer named before it: 'the company' names nobody.
    expect(extractedJobs("Staff\n\nShe joined the company in 2012 and loves the work.\n")).toEqual([]);
  });
});

describe("the role beside the name", () => {
  it("gives a staff page's headline role to the one dated job still held that the bio gives none", () => {
    expect(
      extractedJobs(
        "Our Team\n\nRob Castillo — Director of Maintenance\nRob has more than 30 years of experience. He joined Sun Valley Aviation in 2010 after 12 years at SkyWest Airlines, where he was a maintenance supervisor.\n",
      ),
    ).toEqual([
      ["Sun Valley Aviation", "Director of Maintenance", "2010", null],
      ["SkyWest Airlines", "maintenance supervisor", null, null],
    ]);
  });

  it("gives it to no job when a newer one is held", () => {
    expect(
      extractedJobs(
        "Our Team\n\nRob Castillo — Director of Maintenance\nRob joined Sun Valley Aviation in 2010. In 2016 he moved to Boise Air Charter as chief inspector.\n",
      ),
    ).toEqual([
      ["Boise Air Charter", "chief inspector", "2016", null],
      ["Sun Valley Aviation", null, "2010", "2016"],
    ]);
  });
});

describe("the person a story is about", () => {
  const nameOf = (text: string) => {
    const { firstName, lastName } = extractResumeData(text).personal;
    return [firstName, lastName];
  };

  it("takes the story's subject over a column title that the story never names again", () => {
    expect(
      nameOf(
        "Hangar Talk\n\nMarcus Delacroix never planned on aviation. In 1996 Delacroix went to work for Piedmont Airlines as a line mechanic.\n",
      ),
    ).toEqual(["Marcus", "Delacroix"]);
  });

  it("keeps a header name that the text names again", () => {
    expect(
      nameOf(
        "Dana Whitfield\n\nDana Whitfield joined Skyline Air Charter in 2015. Whitfield holds an A&P. Marcus Delacroix hired her; Delacroix is the owner.\n",
      ),
    ).toEqual(["Dana", "Whitfield"]);
  });
});

describe("apprenticeships, units and dated moves", () => {
  it("reads 'did my apprenticeship with X from … to …', 'kept me on as T until …, when I left to join Y'", () => {
    expect(
      extractedJobs(
        "About me\n\nI did my apprenticeship with Loganair at Glasgow Airport from 2008 to 2012. Once I was licensed they kept me on as a B1 engineer until May 2016, when I left to join Eastern Airways as a shift lead. In August 2021 I moved north to Highland Airways Engineering in Inverness, where I'm the base supervisor.\n",
      ),
    ).toEqual([
      ["Highland Airways Engineering", "base supervisor", "2021-08", null],
      ["Eastern Airways", "shift lead", "2016-05", "2021-08"],
      ["Loganair", "B1 engineer", "2012", "2016-05"],
      ["Loganair", "Apprentice", "2008", "2012"],
    ]);
    // 'a little shop called X' names the employer; an apprenticeship with nobody named gives none.
    expect(
      extractedJobs(
        "About me\n\nI served my apprenticeship at a small FBO called Meadowlark Aviation from 1999 to 2002.\n",
      ),
    ).toEqual([["Meadowlark Aviation", "Apprentice", "1999", "2002"]]);
    expect(
      extractedJobs(
        "About me\n\nI did my apprenticeship in the hangar next to my dad for three long years.\n",
      ),
    ).toEqual([]);
  });

  it("reads a unit as the service named before it, and 'left active duty in 2014'", () => {
    expect(
      extractedJobs(
        "Crew spotlight\n\nRosa Ibarra enlisted in the U.S. Navy in 2005 and spent six years as an aviation electrician's mate. She later served with the Carrier Air Wing 7 in Virginia Beach as a quality assurance inspector and left active duty in 2015.\n",
      ),
    ).toEqual([
      ["U.S. Navy", "aviation electrician's mate", "2005", null],
      ["U.S. Navy", "quality assurance inspector", null, "2015"],
    ]);
    // A unit with no service named before it is nobody's employer.
    expect(
      extractedJobs(
        "Crew spotlight\n\nRosa served with the 3rd Battalion in Texas as a crew chief for a decade and more.\n",
      ),
    ).toEqual([]);
  });

  it("dates 'After the Navy he went to work for X' by the end the bio gave the Navy, and only then", () => {
    expect(
      extractedJobs(
        "Profile\n\nOkafor served in the U.S. Navy as an aviation machinist's mate and left active duty in 2011. After the Navy he went to work for Gulfstream Aerospace as a field service technician.\n",
      ),
    ).toEqual([
      ["U.S. Navy", "aviation machinist's mate", null, "2011"],
      ["Gulfstream Aerospace", "field service technician", "2011", null],
    ]);
    expect(
      extractedJobs(
        "Profile\n\nOkafor served in the U.S. Navy as an aviation machinist's mate. After the Navy he went to work for Gulfstream Aerospace as a field service technician.\n",
      ),
    ).toEqual([
      ["U.S. Navy", "aviation machinist's mate", null, null],
      ["Gulfstream Aerospace", "field service technician", null, null],
    ]);
  });

  it("reads a year after the place ('went to work for X in Lake Charles, La., in 2012 as T') and a job held since a year as the move", () => {
    expect(
      extractedJobs(
        "Profile\n\nAfter the Army, Dumont went to work for Petroleum Air Services in Lafayette, La., in 2009 as a helicopter mechanic. Since 2016 he has been chief inspector at Bayou State Aero.\n",
      ),
    ).toEqual([
      ["Bayou State Aero", "chief inspector", "2016", null],
      ["Petroleum Air Services", "helicopter mechanic", "2009", "2016"],
    ]);
  });

  it("reads 'X, T, works at Y' in the third person, and the name's possessive", () => {
    expect(
      extractedJobs(
        "A day in the life\n\nHangar engineer Pieter Olwagen works at Falkbridge Aero Services' base at Sharjah.\n",
      ).map(([company]) => company),
    ).toEqual(["Falkbridge Aero Services"]);
    // 'works with' a colleague or a tool is no employer.
    expect(
      extractedJobs("A day in the life\n\nPieter Olwagen works with torque wrenches all day.\n"),
    ).toEqual([]);
  });

  it("reads 'worked for X from Y to Y' and the role given in the next sentence, 'I was a T'", () => {
    expect(
      extractedJobs(
        "My years on the line\n\nI worked for Lockwood from 1985 to 1999 at the field in Ohio. I was an airframe mechanic and later a crew lead.\n",
      ),
    ).toEqual([["Lockwood", "airframe mechanic", "1985", "1999"]]);
    // A plain name without dates or a role is no employer; a role told of nobody's employer stays unread.
    expect(
      extractedJobs(
        "My years on the line\n\nI worked for Lockwood at the field in Ohio. I was an airframe mechanic.\n",
      ),
    ).toEqual([]);
  });

  it("reads 'Meet N, a T at C' in apposition, not a role without an employer", () => {
    expect(
      extractedJobs(
        "Apprentices\n\nMeet Farida, an avionics apprentice at Northgate Airways. She joined the scheme after school.\n",
      ),
    ).toEqual([["Northgate Airways", "avionics apprentice", null, null]]);
    expect(extractedJobs("Apprentices\n\nMeet Farida, an avionics apprentice. She loves nights.\n")).toEqual(
      [],
    );
  });

  it("reads 'worked in maintenance for X' and 'works on aircraft maintenance for X', not other trades", () => {
    expect(
      extractedJobs(
        "Profile\n\nMarta Quist, who formerly worked in maintenance for the Danish Air Force, now works at Skagen Aero Services in Aalborg.\n",
      ).map(([company]) => company),
    ).toEqual(["Danish Air Force", "Skagen Aero Services"]);
    expect(
      extractedJobs(
        "Profile\n\nTeodor works on aircraft maintenance for Fjordline Airways, where the Q400s live.\n",
      ).map(([company]) => company),
    ).toEqual(["Fjordline Airways"]);
    expect(extractedJobs("Profile\n\nHenrik worked in sales for Dahl Motors before aviation.\n")).toEqual([]);
  });

  it("reads 'is the T responsible for D at X'", () => {
    expect(
      extractedJobs(
        "Profile\n\nHenrik Dahl is the quality manager responsible for continuing airworthiness at Nordvik Air, based in Tromso.\n",
      ),
    ).toEqual([["Nordvik Air", "quality manager", null, null]]);
  });

  it("reads a service joined without a year or a role, and no club joined", () => {
    expect(
      extractedJobs(
        "About me\n\nI left active duty in 1986. Joined the Montana Air Guard and went to night school.\n",
      ),
    ).toEqual([["Montana Air Guard", null, null, null]]);
    expect(
      extractedJobs(
        "About me\n\nI joined the hangar crew and loved it. We joined the Rotary Club downtown.\n",
      ),
    ).toEqual([]);
  });

  it("reads 'retired from X' as the employer the retirement ended, its year the end", () => {
    expect(
      extractedJobs("About me\n\nIn 2012 I finally retired from Cessna after 31 years on the line.\n"),
    ).toEqual([["Cessna", null, null, "2012"]]);
    expect(extractedJobs("About me\n\nMy dad retired from farming in 1990.\n")).toEqual([]);
  });

  it("reads no country or state as the employer of a role held there", () => {
    expect(
      extractedJobs(
        "Profile\n\nBefore aviation, Kobus worked as an automotive engineer in South Africa. He now works at Falkbridge Aero Services in Dubai.\n",
      ).map(([company]) => company),
    ).toEqual(["Falkbridge Aero Services"]);
    expect(
      extractedJobs("Profile\n\nHe worked as a crew chief in the Army for six years.\n").map(
        ([company]) => company,
      ),
    ).toEqual(["Army"]);
  });
});
