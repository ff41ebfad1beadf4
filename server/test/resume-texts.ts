// Resume texts that more than one test reads (the extractor's own tests and the API's).

/** Two columns on one page: a sidebar of contact details beside the experience. */
export const TWO_COLUMN_RESUME = [
  "OWEN MARCHETTI                    EXPERIENCE",
  "Avionics Technician               Bayside Aerospace — Oakland, CA",
  "(510) 555-0162                    Avionics Technician | May 2017 – Present",
  "owen.marchetti@example.com        - Garmin G1000 and Collins Pro Line 21 installs.",
  "",
  "SKILLS                            Sierra Jet Services — Reno, NV",
  "Wiring                            Avionics Installer | June 2013 – April 2017",
  "Soldering                         - Bench repair of Bendix/King radios.",
].join("\n");
