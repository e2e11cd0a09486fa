/**
 * The fixture apps are realistic bundles: they pass the Espruino gate's device profile, except
 * uses-map.js, whose point is to use what Espruino lacks.
 */
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkSource } from "../../tools/espruino-gate/check.mjs";
import { fixture } from "./helpers";

const names = readdirSync(fileURLToPath(new URL("./fixtures/", import.meta.url))).filter((f) => f.endsWith(".js"));

describe("fixture apps", () => {
  it.each(names.filter((n) => n !== "uses-map.js"))("%s passes the device gate", (name) => {
    expect(checkSource(fixture(name), { filename: name, profile: "device" })).toEqual([]);
  });

  it("uses-map.js is caught by the gate as well as by the emulator", () => {
    expect(checkSource(fixture("uses-map.js"), { filename: "uses-map.js", profile: "device" }).map((p) => p.rule)).toEqual(["restricted-globals"]);
  });
});
