import { builtinModules } from "node:module";
import typescript from "@rollup/plugin-typescript";
import { existsSync, readFileSync } from "node:fs";
import { FEATURES, SYSTEMS, deviceModules, featureFileName, shellOnly, systemBuilds } from "./tools/build/device-modules.mjs";
import { espruinoFile, espruinoFilePlugins, espruinoIife, espruinoPlugins } from "./tools/build/espruino-output.mjs";
import { COLD, FEW, ONCE } from "./tools/build/inline-once.mjs";

/* Rules systems in menu order (device-modules.mjs); a board installs those its profile lists ("systems"), or all (app-loader.mjs). */
const BOARDS = ["banglejs2", "banglejs", "pixljs"].filter((id) => existsSync(`boards/${id}.json`));

/** The Storage name the board's app is stored under (its profile's storage.appFile). */
function appFileOf(id) {
  return JSON.parse(readFileSync(`boards/${id}.json`, "utf8")).storage.appFile;
}

/**
 * The device app per board: dist/<board>/sifni.app.js, ES5, through the same gate as the engine:
 * the shell (screens, Storage, updates) and the list of every system (ids and names), no rules code.
 */
const deviceApps = BOARDS.map((id) => ({
  input: "src/device/main.ts",
  output: espruinoIife(`dist/${id}/sifni.app.js`),
  // the app lists every system: a board holding one takes another with flash.sh --system
  plugins: [deviceModules(id, SYSTEMS), ...espruinoPlugins("./tsconfig.device.json", appFileOf(id), FEW)],
}));

/**
 * The app's features (src/device/kit.ts): dist/features/sifni.f.<name>.js, the same on every
 * board (app-loader.mjs copies them next to each app). A feature reaches the shell's screens
 * through the kit, never by bundling them (shellOnly fails the build if it does).
 */
const featureFiles = FEATURES.map((name) => ({
  input: `src/device/features/${name}.ts`,
  output: espruinoFile(`dist/features/${featureFileName(name)}`),
  plugins: [...espruinoFilePlugins("./tsconfig.device.json", featureFileName(name), FEW), shellOnly()],
}));

/**
 * Each rules system as the files the app evaluates when the system is active (device-modules.mjs
 * systemBuilds): dist/systems/sifni.sys.<id>.js and, for S-Ifni, its entries
 * (the same on every board; tools/build/app-loader.mjs copies a board's systems next to its app).
 */
/**
 * How far a system file's functions move to their calls (tools/build/inline-once.mjs): FEW for
 * S-Ifni's entries, COLD for its odds ("o" + a check's code), whose inner loops' speed counts;
 * FEW for every entry of the other systems: their odds' loops call nothing FEW moves (measured:
 * SIFRP's ability test odds 87-94 ms with FEW, 87-88 with COLD, the quick crosscheck 169 s and
 * 168 s), and FEW leaves their checks' entries 85-105 JsVars smaller.
 */
function inlineFor(id, entry) {
  if (id !== "sifni") return FEW;
  return entry.startsWith("o") ? COLD : FEW;
}

const systemFiles = SYSTEMS.flatMap((id) =>
  systemBuilds(id).map((b) => ({
    input: b.input,
    output: espruinoFile(`dist/systems/${b.file}`),
    plugins: [b.plugin, ...espruinoFilePlugins("./tsconfig.device.json", b.file, inlineFor(id, b.entry)), ...(b.after || [])],
  })),
);

/**
 * The Bangles' boot file (src/device/boot.ts): dist/boot/sifni.0.boot.js, run by the Bangle
 * bootloader before any app; app-loader.mjs copies it next to the Bangles' apps.
 */
const bootFile = {
  input: "src/device/boot.ts",
  output: espruinoIife("dist/boot/sifni.0.boot.js"),
  plugins: espruinoPlugins("./tsconfig.device.json", "sifni.0.boot.js"),
};

export default [
  // first: the systems' files are written with their checks' questions read from it (device-modules.mjs)
  {
    input: "src/home/index.ts",
    output: espruinoIife("dist/engine.js", "SIFNI"),
    plugins: espruinoPlugins(),
  },
  ...deviceApps,
  bootFile,
  ...featureFiles,
  ...systemFiles,
  {
    // the desktop CLI (Node only, never shipped): build/, outside dist/ and its size report
    input: "src/cli/main.ts",
    output: { file: "build/cli.mjs", format: "es", sourcemap: false },
    external: (id) => id.startsWith("node:") || builtinModules.includes(id),
    plugins: [
      typescript({
        tsconfig: "./tsconfig.desktop.json",
        include: ["src/cli/**/*.ts", "src/desktop/**/*.ts", "src/home/strict-json.ts", "src/home/input-limit.ts"],
        compilerOptions: { target: "ES2020", module: "ESNext", declaration: false, sourceMap: false },
      }),
    ],
  },
  {
    // flash.sh's uploader (Node only, never shipped): build/flash.mjs
    input: "src/flash/cli.ts",
    output: { file: "build/flash.mjs", format: "es", sourcemap: false },
    external: (id) => id.startsWith("node:") || builtinModules.includes(id),
    plugins: [
      typescript({
        tsconfig: "./tsconfig.desktop.json",
        // src/home/readback and what it reads with: decoding what a device holds (--pull, the check before a send)
        include: ["src/flash/**/*.ts", "src/desktop/**/*.ts", "src/home/**/*.ts", "src/device/protocol.ts", "src/device/log-ring.ts", "src/device/flash.ts", "src/emulator/bytes.ts", "src/boards/**/*.ts", "src/ui-lcd/services.ts", "src/engine/**/*.ts"],
        compilerOptions: { target: "ES2022", module: "ESNext", declaration: false, sourceMap: false },
      }),
    ],
  },
  {
    // the desktop emulator (Node only, never shipped): build/emulator.mjs
    input: "src/emulator/main.ts",
    output: { file: "build/emulator.mjs", format: "es", sourcemap: false },
    external: (id) => id.startsWith("node:") || builtinModules.includes(id),
    plugins: [
      typescript({
        tsconfig: "./tsconfig.desktop.json",
        include: ["src/emulator/**/*.ts", "src/desktop/**/*.ts", "src/boards/**/*.ts", "src/engine/**/*.ts", "src/device/protocol.ts"],
        compilerOptions: { target: "ES2022", module: "ESNext", declaration: false, sourceMap: false },
      }),
    ],
  },
];
