// runs code steps in a board's interpreter after the app booted, printing usage after each
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { execFileSync } from "node:child_process";
import { install } from "/work/main/tools/device-run/harness.mjs";
import { boardFiles, loadBoard } from "/work/main/tools/device-run/device-flows.mjs";
import { interpreterFor } from "/work/main/tools/device-run/interpreters.mjs";
const id = process.argv[2];
const steps = JSON.parse(process.argv[3]);
const board = loadBoard(id);
const { bin } = interpreterFor(id);
const { files } = boardFiles(board);
const inst = await install(bin, board, files);
const C = { app: board.storage.appFile, buttons: board.buttons, bangle: true, zones: false, w: board.screen.width, h: board.screen.height, bpp: 4, input: {u: board.input.up, d: board.input.down, s: board.input.select, b: board.input.back}, keys: "wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww", hwrand: [1,2,3,4,5,6,7,8], time: 0, wait: 300, longWait: 400, bootWait: 1500 };
const code = `setTimeout(function(){var K=global.SIFNI_KIT;var u0=process.memory().usage;print("\\x11start "+u0);var S=[${steps.map(s=>`function(){${s}}`).join(",")}];var L=${JSON.stringify(steps)};for(var i=0;i<S.length;i++){try{S[i]();}catch(e){print("\\x11ERR "+e);}print("\\x11"+(process.memory().usage-u0)+"  "+L[i]);}},1800);`;
writeFileSync(join(inst.dir, "run.js"), `var C=${JSON.stringify(C)};${code}eval(require("Storage").read("h.js"));\n`);
let out = "";
try { out = execFileSync(bin, ["run.js"], { cwd: inst.dir, timeout: 60000 }).toString("latin1"); } catch (e) { out = (e.stdout || "").toString("latin1"); }
for (const l of out.split("\n")) if (l.startsWith("\x11")) console.log(l.slice(1)); else if (/OUT OF|Uncaught/.test(l)) console.log(l);
