/**
 * flash.sh's upload scripts (src/flash/script.ts) and how it reads the tool's output
 * (src/flash/espruino.ts), line by line.
 */
import { describe, expect, test } from "vitest";
import { answerSeconds, espruinoArgs, listedPorts, readAnswer } from "../../src/flash/espruino";
import { CHUNK, uploadScripts } from "../../src/flash/script";
import { plan } from "./helpers";

/** The bytes a script's Storage.write lines put in a file, by offset, with the size the first gives. */
function written(lines: string[], name: string): { size: number; data: string } {
  let size = -1;
  let data = "";
  const re = new RegExp(`^SIFNI_GO&&require\\("Storage"\\)\\.write\\(${JSON.stringify(name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},atob\\("([A-Za-z0-9+/=]*)"\\),(\\d+)(?:,(\\d+))?\\);$`);
  for (const l of lines) {
    const m = re.exec(l);
    if (!m) continue;
    expect(Number(m[2])).toBe(data.length); // chunks in order, each where the last ended
    if (m[3] !== undefined) size = Number(m[3]);
    data += Buffer.from(m[1], "base64").toString("latin1");
  }
  return { size, data };
}

describe("the upload scripts", () => {
  const big = "x".repeat(2 * CHUNK + 500) + "\xe9";
  const p = plan("banglejs2", [{ name: "sifni.s.pack", data: big }, { name: "sifni.s.c.sifni.zed", data: "{}" }]);

  test("each file in 1 KB chunks, the first creating it at its full size; every line ends in ';'", () => {
    const [lines] = uploadScripts(p);
    expect(written(lines, "sifni.s.pack")).toEqual({ size: big.length, data: big });
    expect(written(lines, "sifni.s.c.sifni.zed")).toEqual({ size: 2, data: "{}" });
    expect(lines.filter((l) => l.includes('write("sifni.s.pack"'))).toHaveLength(3);
    for (const l of lines) expect(l.endsWith(";"), l).toBe(true);
  });

  test("the guard first, SIFNI_UPDATE with each file's CRC-32 last", () => {
    const [lines] = uploadScripts(p);
    expect(lines[0]).toMatch(/^var SIFNI_GO=\(function\(s,e\)\{/);
    expect(lines[0]).toContain('if(e.BOARD!=="BANGLEJS2")return no(');
    expect(lines[0]).toContain('if(typeof SIFNI_UPDATE!="function")return no(');
    // room: each staged file twice (staged, then active), rounded to 4 with a 32-byte header, plus 1024
    const need = 1024 + 2 * (Math.ceil(big.length / 4) * 4 + 32) + 2 * (4 + 32);
    expect(lines[0]).toContain(`if(r<${need})return no(`);
    expect(lines[lines.length - 1]).toBe(`SIFNI_GO&&SIFNI_UPDATE({"sifni.s.pack":"${p.crc(big)}","sifni.s.c.sifni.zed":"${p.crc("{}")}"});`);
  });

  test("with --password the code comes first, after a CR; with --app two scripts, the app's ending in load()", () => {
    const s = uploadScripts({ ...p, password: "120406", app: [{ name: "sifni.app.js", data: "print(1);" }] });
    expect(s).toHaveLength(2);
    expect(s[0][0]).toBe("\r120406");
    expect(s[1][0]).toBe("\r120406");
    expect(s[0][s[0].length - 1]).toBe("SIFNI_GO&&load();");
    expect(written(s[0], "sifni.app.js")).toEqual({ size: 9, data: "print(1);" });
    // the app's guard does not ask for the app, and counts back the room of the file it replaces
    expect(s[0][1]).not.toContain("SIFNI_UPDATE");
    expect(s[0][1]).toContain('["sifni.app.js"].forEach(');
  });

  test("the tool's arguments: the local board file, no reset before sending; over tcp no Bluetooth and no pauses", () => {
    expect(espruinoArgs("BANGLEJS2", "tcp://127.0.0.1:2323", "/t/u.js")).toEqual([
      "--board", "tools/flash/espruino-boards/BANGLEJS2.json", "-p", "tcp://127.0.0.1:2323", "--config", "RESET_BEFORE_SEND=false", "--no-ble", "--config", "STORAGE_UPLOAD_METHOD=1", "/t/u.js",
    ]);
    expect(espruinoArgs("PIXLJS", "aa:bb:cc:dd:ee:ff", "/t/u.js")).toEqual(["--board", "tools/flash/espruino-boards/PIXLJS.json", "-p", "aa:bb:cc:dd:ee:ff", "--config", "RESET_BEFORE_SEND=false", "/t/u.js"]);
    expect(espruinoArgs("BANGLEJS2", "aa:bb:cc:dd:ee:ff", "/t/u.js", 46)).toEqual(["--board", "tools/flash/espruino-boards/BANGLEJS2.json", "-p", "aa:bb:cc:dd:ee:ff", "--config", "RESET_BEFORE_SEND=false", "--sleep", "46", "/t/u.js"]);
  });

  test("time for a device to answer: none over tcp; 10 s plus 4 s a KB of staged data otherwise", () => {
    expect(answerSeconds("tcp://127.0.0.1:2323", 9000)).toBe(0);
    // an 8279-byte pack: 9 KB begun, 10 + 36
    expect(answerSeconds("aa:bb:cc:dd:ee:ff", 8279)).toBe(46);
    expect(answerSeconds("/dev/ttyACM0", 0)).toBe(10);
  });
});

describe("reading what the device answered", () => {
  test("the verdict, after a prompt or not", () => {
    const a = readAnswer('Connected\n--] >\n--] >{"ok":true,"pack":null,"sheets":["zed"]}\nUpload Complete\n');
    expect(a.verdict).toEqual({ ok: true, pack: null, sheets: ["zed"] });
    expect(a.abort).toBeNull();
    expect(a.noDevice).toBeNull();
  });

  test("the guard's refusal, the locked console, the code taken", () => {
    expect(readAnswer('--] SIFNI_ABORT {"problem":"not enough Storage"}\n').abort).toBe("not enough Storage");
    const locked = readAnswer("--] password>\n--]   Invalid password\n");
    expect([locked.locked, locked.loggedIn]).toEqual([true, false]);
    const open = readAnswer("--]   Invalid password\n--]   Logged in.\n");
    expect([open.locked, open.loggedIn]).toEqual([true, true]);
  });

  test("no device: the tool's own words, only when the device said nothing", () => {
    expect(readAnswer('RECEIVE ERROR: {"errno":-111,"code":"ECONNREFUSED"}\n').noDevice).toBe("nothing listens at that address (connection refused)");
    expect(readAnswer("Error: connect ENOENT /var/run/dbus/system_bus_socket\n").noDevice).toMatch(/^Bluetooth is not available/);
    expect(readAnswer("--] >\nECONNREFUSED\n").noDevice).toBeNull();
  });
});

describe("listing devices", () => {
  test("the ports under PORTS:, not the lines of a crash", () => {
    const out = "Espruino Command-line Tool 0.1.67\nPORTS:\n  e7:aa:01:02:51:f1  (Bangle.js 51f1) RSSI -61\n  /dev/ttyACM0  (Espruino board)\n";
    expect(listedPorts(out)).toEqual(["e7:aa:01:02:51:f1  (Bangle.js 51f1) RSSI -61", "/dev/ttyACM0  (Espruino board)"]);
    expect(listedPorts("Error: connect ENOENT /var/run/dbus/system_bus_socket\n  errno: -2,\n  code: 'ENOENT',\n")).toEqual([]);
  });
});
