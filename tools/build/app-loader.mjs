/**
 * What an Espruino App Loader needs to install the app on each board, next to its bundle in
 * dist/<board>/: the board's rules-system files (copied from dist/systems/: the app evaluates
 * the active one, src/device/shelf.ts), each system's default pack and demo party in their
 * stored forms ("sifni.dp.<id>", "sifni.d.<id>", compiled here with dist/engine.js: the app
 * makes them the active pack and the party at its first start), metadata.json (BangleApps style for the Bangles: storage, data, supports, icon;
 * EspruinoApps style for Pixl.js: the bundle as boot code), the Bangles' boot file (the GM lock
 * before any app), the icon as a PNG for the loader and
 * as an Espruino image for the Bangle launcher. Storage names are checked against the 28
 * characters the firmware keeps (it cuts longer names silently). Prints each size.
 */
import { copyFileSync, existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import vm from "node:vm";
import { FEATURES, SYSTEMS, featureFileName, systemFilesIn } from "./device-modules.mjs";
import { deflateSync } from "node:zlib";

/** The desktop engine (dist/engine.js): the home compilers into the device forms. */
function engine() {
  const ctx = vm.createContext({});
  vm.runInContext(readFileSync("dist/engine.js", "utf8"), ctx);
  return ctx.SIFNI;
}

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const ICON = 48;

/** The icon: a die showing five, 1 bit per pixel, drawn here. */
function iconBits() {
  const bits = new Uint8Array(ICON * ICON);
  const set = (x, y) => (bits[y * ICON + x] = 1);
  for (let i = 4; i < 44; i++) for (const t of [0, 1]) {
    set(i, 4 + t); set(i, 42 + t); set(4 + t, i); set(42 + t, i);
  }
  const pip = (cx, cy) => { for (let y = -3; y <= 3; y++) for (let x = -3; x <= 3; x++) if (x * x + y * y <= 10) set(cx + x, cy + y); };
  for (const [x, y] of [[14, 14], [34, 14], [24, 24], [14, 34], [34, 34]]) pip(x, y);
  return bits;
}

function crc32(buf) {
  let c = -1;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ -1) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function iconPng(bits) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(ICON, 0);
  ihdr.writeUInt32BE(ICON, 4);
  ihdr[8] = 8; // grey, 8 bits
  const raw = Buffer.alloc(ICON * (ICON + 1));
  for (let y = 0; y < ICON; y++) for (let x = 0; x < ICON; x++) raw[y * (ICON + 1) + 1 + x] = bits[y * ICON + x] ? 0 : 255;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}

/** An Espruino image object literal (1 bit, rows packed MSB first) for the Bangle launcher. */
function iconImage(bits) {
  const bytes = Buffer.alloc((ICON * ICON) / 8);
  bits.forEach((b, i) => { if (b) bytes[i >> 3] |= 0x80 >> (i & 7); });
  return `({width:${ICON},height:${ICON},bpp:1,buffer:atob(${JSON.stringify(bytes.toString("base64"))})})`;
}

/**
 * Files the app writes (src/device/store.ts, log-ring.ts, protocol.ts: sent packs, staging
 * files, the GM lock): kept on update, removed on uninstall.
 */
const DATA = [
  { name: "sifni.set" }, { name: "sifni.rec" },
  { name: "sifni.log0" }, { name: "sifni.log1" }, { wildcard: "sifni.c.*" },
  { wildcard: "sifni.p.*" }, { wildcard: "sifni.s.*" }, { name: "sifni.lk" }, { name: "sifni.lt" },
  { name: "sifni.lock" },
];

/** The Bangles' boot file (src/device/boot.ts, protocol.ts BOOT_FILE): the bootloader runs it before any app. */
const BOOT = "sifni.0.boot.js";

/**
 * The stored forms of a system's default pack and demo party (examples/<id>/party.json; null
 * when it has none): S-Ifni's pack compiled to rows, the others' as flash.sh sends a pack (its
 * lists read line by line from the file, where a built-in pack's getters cost more JsVars); S-Ifni's
 * sheets in their device form, the others' as JSON.
 */
function systemData(E, id) {
  const m = E.SYSTEMS.find((x) => x.id === id);
  const f = `examples/${id}/party.json`;
  const party = existsSync(f) ? JSON.parse(readFileSync(f, "utf8")) : [];
  const sheets = party.map((s) => (id === "sifni" ? E.sifniEncode(s) : JSON.stringify(s)));
  return { pack: id === "sifni" ? E.sifniCompilePack(m.pack, 1) : E.storedPack(E.makePack(id, 0, m.pack)), demo: sheets.length ? sheets.join("\n") : null };
}

/**
 * Each system's default pack and demo party into dist/systems/, beside its code: what a board
 * installs with the app, and what flash.sh --system sends to a board holding one system.
 */
function writeSystemData(E) {
  for (const id of SYSTEMS) {
    const d = systemData(E, id);
    for (const [file, text] of [[`sifni.dp.${id}`, d.pack], [`sifni.d.${id}`, d.demo]]) if (text !== null) writeFileSync(`dist/systems/${file}`, text, "latin1");
  }
}

/** Copies the app's features and the board's systems' files next to its app; their Storage entries (name = file name). */
function systemFiles(dir, profile) {
  const out = [];
  for (const f of FEATURES) {
    const name = featureFileName(f);
    copyFileSync(`dist/features/${name}`, `${dir}/${name}`);
    out.push({ name, url: name });
  }
  for (const id of SYSTEMS) {
    if (profile.systems && !profile.systems.includes(id)) continue;
    const data = [`sifni.dp.${id}`, `sifni.d.${id}`].filter((f) => existsSync(`dist/systems/${f}`));
    for (const name of systemFilesIn("dist/systems", id).concat(data)) {
      copyFileSync(`dist/systems/${name}`, `${dir}/${name}`);
      out.push({ name, url: name });
    }
  }
  return out;
}

const SUPPORTS = { banglejs2: "BANGLEJS2", banglejs: "BANGLEJS", pixljs: "PIXLJS" };

const bits = iconBits();
writeSystemData(engine());
for (const board of Object.keys(SUPPORTS)) {
  const dir = `dist/${board}`;
  if (!existsSync(`${dir}/sifni.app.js`)) continue;
  const profile = JSON.parse(readFileSync(`boards/${board}.json`, "utf8"));
  writeFileSync(`${dir}/sifni.png`, iconPng(bits));
  const systems = systemFiles(dir, profile);
  const common = {
    id: "sifni",
    name: "S-Ifni pocket",
    shortName: "S-Ifni",
    version: pkg.version,
    description: "The Game Master's hidden character sheets and every roll, with the exact odds (S-Ifni and four other rules systems).",
    icon: "sifni.png",
    tags: "tool,game,dice",
    supports: [SUPPORTS[board]],
  };
  let meta;
  if (profile.loader === "bangle") {
    writeFileSync(`${dir}/sifni-icon.js`, iconImage(bits));
    copyFileSync(`dist/boot/${BOOT}`, `${dir}/${BOOT}`);
    meta = {
      ...common,
      type: "app",
      storage: [
        { name: profile.storage.appFile, url: "sifni.app.js" },
        { name: "sifni.img", url: "sifni-icon.js", evaluate: true },
        { name: BOOT, url: BOOT },
        ...systems,
      ],
      data: DATA,
    };
  } else {
    // EspruinoApps: the app is the board's boot code, run at every start
    meta = { ...common, needsFeatures: ["GRAPHICS"], storage: [{ name: profile.storage.appFile, url: "sifni.app.js" }, ...systems], data: DATA };
  }
  for (const f of meta.storage.concat(meta.data)) {
    const n = f.name || f.wildcard;
    if (n.length > profile.storage.maxName) throw new Error(`${board}: Storage name ${n} is longer than ${profile.storage.maxName} characters`);
  }
  writeFileSync(`${dir}/metadata.json`, JSON.stringify(meta, null, 2) + "\n");
  const size = statSync(`${dir}/sifni.app.js`).size;
  const sys = systems.map((f) => `${f.name} ${statSync(`${dir}/${f.name}`).size}`).join(", ");
  console.log(`${dir}: app ${size} bytes, ${sys}; Storage ${profile.storage.bytes} bytes, App Loader files: metadata.json, sifni.png${profile.loader === "bangle" ? ", sifni-icon.js" : ""}`);
}
