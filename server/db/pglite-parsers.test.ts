// Installing Drizzle's "leave as text" parsers on the PGlite instance must not change any answer:
// Drizzle's queries still get text, a query asking for no parsers still gets PGlite's standard values.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instanceParsers } from "./pglite-parsers";

const asText = (value: string) => value;
// What Drizzle's PGlite driver passes: timestamp, timestamptz, interval, date and their arrays.
const drizzleParsers = { 1114: asText, 1184: asText, 1186: asText, 1082: asText, 1231: asText, 1115: asText };

let pglite: PGlite;
let adjust: ReturnType<typeof instanceParsers>;
const SELECT = "select timestamptz '2026-01-02 03:04:05+00' as at, date '2026-01-02' as day, 7 as n";

beforeAll(async () => {
  pglite = await PGlite.create();
  adjust = instanceParsers(pglite);
});
afterAll(() => pglite.close());

describe("instance parsers", () => {
  it("gives Drizzle's queries text for dates and timestamps, without sending the parsers again", async () => {
    const options = adjust({ rowMode: "object", parsers: drizzleParsers });
    expect(options).not.toHaveProperty("parsers");
    const { rows } = await pglite.query(SELECT, [], options);
    expect(rows[0]).toEqual({ at: "2026-01-02 03:04:05+00", day: "2026-01-02", n: 7 });
  });

  it("still gives a query without parsers PGlite's standard values", async () => {
    const { rows } = await pglite.query<{ at: Date; day: Date; n: number }>(SELECT, [], adjust(undefined));
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(rows[0]!.at.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    expect(rows[0]!.n).toBe(7);
  });

  it("honours a different set of parsers exactly", async () => {
    const { rows } = await pglite.query<{ at: Date; day: string }>(
      SELECT,
      [],
      adjust({ parsers: { 1082: asText } }),
    );
    expect(rows[0]!.day).toBe("2026-01-02");
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it("passes parsers that change values through untouched", async () => {
    const upper = { 25: (value: string) => value.toUpperCase() };
    const { rows } = await pglite.query("select 'abc'::text as t", [], adjust({ parsers: upper }));
    expect(rows[0]).toEqual({ t: "ABC" });
  });
});
