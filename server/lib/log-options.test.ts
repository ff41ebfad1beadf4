import { describe, expect, it } from "vitest";
import { logOptions } from "./log-options";

describe("log options", () => {
  it("prints readable lines to a terminal", () => {
    expect(logOptions("debug", true)).toMatchObject({ level: "debug", transport: { target: "pino-pretty" } });
  });

  it("prints JSON lines anywhere else", () => {
    expect(logOptions("info", false)).toEqual({ level: "info" });
  });
});
