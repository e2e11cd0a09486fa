/**
 * The RAM an app bundle takes in the real Espruino interpreter, counted in JsVars: it is
 * uploaded to Storage in 256-byte chunks as the App Loader does, run with
 * eval(require("Storage").read(...)) so function bodies stay in flash, and process.memory() is
 * read before, after boot and after the given keys. Local only: the interpreter is not part of
 * the project (docs/device.md says how to build the one used, and why one with more variables
 * than the board helps).
 *
 *   ESPRUINO_BIN=path/to/espruino node tools/device-ram/measure.mjs --board pixljs \
 *     [--app dist/pixljs/sifni.app.js | --functions N] [--file name=path ...] [--systems]
 *     [--keys select,down,...] [--each] [--hwrand A,B,...] [--js CODE]
 *
 * --systems uploads the board's rules-system files from beside the app (dist/<board>/sifni.sys.*.js,
 * as the App Loader installs them); --each also reads the usage after every key (`steps`);
 * --hwrand makes E.hwRand return these numbers in turn (the emulator's for a seed: the same rolls,
 * so a flow that needs a given roll, a wound to apply, can be replayed).
 * Prints one JSON line: {board, app, jsvars: {total, base, boot, keys}, bootCost, keysCost, steps, error}.
 * `base` is the usage with the harness loaded (its own code runs from RAM); the costs subtract it.
 * Graphics is the build's own g or else an off-screen buffer of the board's size (its JsVars
 * are part of `base`), buttons are stubs whose watches the keys call, and a Bangle's touch events are sent as the emulator sends them (src/emulator/input.ts).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

function args(argv) {
  const o = { board: "pixljs", app: "", files: [], keys: [], js: "", functions: -1, systems: false, each: false, hwrand: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--board") o.board = argv[++i];
    else if (a === "--app") o.app = argv[++i];
    else if (a === "--file") o.files.push(argv[++i]);
    else if (a === "--keys") o.keys = argv[++i].split(",").filter(Boolean);
    else if (a === "--js") o.js = argv[++i];
    else if (a === "--functions") o.functions = Number(argv[++i]);
    else if (a === "--systems") o.systems = true;
    else if (a === "--each") o.each = true;
    else if (a === "--hwrand") o.hwrand = argv[++i].split(",").map(Number);
    else throw new Error("unknown option " + a);
  }
  if (!o.app) o.app = `dist/${o.board}/sifni.app.js`;
  return o;
}

/**
 * A synthetic app: n small functions declared at the top of an IIFE, kept alive by a watch as
 * the real app's are (the cost of a function the app keeps: run it with 0 and with n).
 */
function syntheticApp(n) {
  let js = "!function(){var z=0;";
  for (let i = 0; i < n; i++) js += `function f${i}(a,b){var c=a+b;return c*${i + 2}+z}`;
  return js + `setWatch(function(){z=f0(1,2)},BTN1,{repeat:true});}();`;
}

/** REPL lines that write a file in chunks (the REPL frees each line; a script would hold them all). */
function uploadLines(name, text) {
  const out = [];
  for (let o = 0; o < text.length; o += 256) out.push(`require("Storage").write(${JSON.stringify(name)},${JSON.stringify(text.slice(o, o + 256))},${o},${text.length});`);
  return out;
}

/** What a key does on the board: call a button's watch, or send the Bangle's touch events. */
function keyCode(profile, key) {
  const what = profile.input[key] || key;
  if (/^BTN\d$/.test(what)) return `W[${JSON.stringify(what)}]&&W[${JSON.stringify(what)}]({state:true,time:getTime()});`;
  if (what === "tap") return `H.touch&&H.touch(2,{x:${profile.screen.width >> 1},y:${profile.screen.height >> 1},type:0});`;
  const dy = what === "drag-up" ? -10 : 10;
  return `if(H.drag){H.drag({x:88,y:88,dx:0,dy:0,b:1});for(var i=0;i<4;i++)H.drag({x:88,y:88,dx:0,dy:${dy},b:1});H.drag({x:88,y:88,dx:0,dy:0,b:0});}`;
}

function harness(profile, keys, js, each, hwrand) {
  const s = profile.screen;
  const buttons = profile.buttons.map((b) => `global.${b}=${JSON.stringify(b)};`).join("");
  return [
    `var W={},H={};global.setWatch=function(f,p){W[p]=f;return 1;};${buttons}`,
    // a build with the board's own LCD keeps its g (outside the JsVars); others get an off-screen one
    `if(typeof g==="undefined"){global.g=Graphics.createArrayBuffer(${s.width},${s.height},${s.bpp === 16 ? 16 : s.bpp === 3 ? 4 : 1},{msb:true});g.flip=function(){};}`,
    profile.touch !== "none" || profile.feedback.buzz ? `global.Bangle={on:function(e,f){H[e]=f;},buzz:function(){}};` : "",
    // the Linux builds have no Bluetooth: the radio's calls do nothing (the device's NRF is outside the JsVars too)
    `if(typeof NRF==="undefined")global.NRF={setAdvertising:function(){},setSecurity:function(){},getAddress:function(){return "00:00:00:00:00:00";},on:function(){}};`,
    hwrand.length > 0 ? `var HR=${JSON.stringify(hwrand)},hri=0;E.hwRand=function(){return HR[hri++%HR.length];};` : "",
    `function mem(t){var x=process.memory();print("SIFNI-MEM "+t+" "+x.usage+" "+x.total);}`,
    `mem("base");`,
    `try{eval(require("Storage").read(${JSON.stringify(profile.storage.appFile)}));}catch(e){print("SIFNI-ERR "+e);}`,
    `mem("boot");`,
    `var K=[${keys.map((k) => `function(){${keyCode(profile, k)}}`).join(",")}],ki=0;`,
    `function step(){if(ki<K.length){${each ? 'if(ki>0)mem("k"+ki);' : ""}K[ki++]();setTimeout(step,120);return;}mem("keys");${js}}`,
    `setTimeout(step,120);`,
  ].join("\n");
}

function run(bin, cwd, argv, input) {
  const r = spawnSync(bin, argv, { cwd, input, timeout: 120000, killSignal: "SIGKILL", encoding: "latin1", maxBuffer: 1 << 26 });
  return (r.stdout || "") + (r.stderr || "");
}

const o = args(process.argv.slice(2));
const bin = process.env.ESPRUINO_BIN;
if (!bin) {
  console.error("set ESPRUINO_BIN to an Espruino interpreter built for Linux (docs/device.md)");
  process.exit(2);
}
const profile = JSON.parse(readFileSync(`boards/${o.board}.json`, "utf8"));
const dir = mkdtempSync(join(tmpdir(), "sifni-ram-"));
try {
  const appText = o.functions >= 0 ? syntheticApp(o.functions) : readFileSync(o.app, "latin1");
  if (o.functions >= 0) o.app = `synthetic, ${o.functions} functions`;
  const up = uploadLines(profile.storage.appFile, appText);
  if (o.systems) {
    const at = dirname(o.app);
    for (const n of readdirSync(at).filter((n) => /^sifni\.sys\.[a-z0-9]+\.js$/.test(n)).sort()) o.files.push(`${n}=${join(at, n)}`);
  }
  for (const f of o.files) {
    const k = f.indexOf("=");
    up.push(...uploadLines(f.slice(0, k), readFileSync(f.slice(k + 1), "latin1")));
  }
  up.push(`print("SIFNI-UPLOADED "+require("Storage").list().length);`, "quit();");
  const upOut = run(resolve(bin), dir, [], up.join("\n") + "\n");
  const uploaded = /SIFNI-UPLOADED (\d+)/.exec(upOut);
  writeFileSync(join(dir, "measure.js"), harness(profile, o.keys, o.js, o.each, o.hwrand) + "\n");
  const out = run(resolve(bin), dir, ["measure.js"], "");
  const mem = {};
  let total = 0;
  for (const m of out.matchAll(/SIFNI-MEM (\w+) (\d+) (\d+)/g)) {
    mem[m[1]] = Number(m[2]);
    total = Number(m[3]);
  }
  const err = /SIFNI-ERR (.*)|OUT OF MEMORY|Uncaught [^\r\n]*/.exec(out);
  const res = {
    board: o.board,
    app: o.app,
    uploaded: uploaded ? Number(uploaded[1]) : 0,
    jsvars: { total: total, base: mem.base, boot: mem.boot, keys: mem.keys },
    bootCost: mem.boot !== undefined ? mem.boot - mem.base : null,
    keysCost: mem.keys !== undefined ? mem.keys - mem.base : null,
    error: err ? err[0].trim() : "",
  };
  if (o.each) res.steps = o.keys.map((k, i) => (i + 1 < o.keys.length ? mem["k" + (i + 1)] : mem.keys));
  for (const m of out.matchAll(/SIFNI-OUT (.*)/g)) (res.out = res.out || []).push(m[1].trim());
  console.log(JSON.stringify(res));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
