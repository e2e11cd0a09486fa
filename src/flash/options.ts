/** flash.sh's command line: its options, its usage text, and the parse that checks them. */
import { PASSWORD_REFUSED } from "./password";

/** What to do with a sheet the device changed since this computer last sent or read it. */
export type OnConflict = "refuse" | "mine" | "device" | "merge";

export interface Options {
  board?: string;
  port?: string;
  app: boolean;
  rules?: string;
  /** --system ID: a board holding one rules system gets this one, whole, in place of it */
  system?: string;
  chars: string[];
  passwordFile?: string;
  askPassword: boolean;
  dryRun: boolean;
  list: boolean;
  help: boolean;
  timeout?: number;
  /** --pull DIR: read the device's sheets, log and versions into DIR */
  pull?: string;
  onConflict: OnConflict;
  /** --state DIR: where the copies last sent or read are kept */
  state?: string;
}

export const USAGE = `flash.sh: send the S-Ifni app, a rules pack and character sheets to a board, or read back
what it holds

usage: ./flash.sh --board ID --port PORT [--app] [--system ID] [--rules FILE] [--chars FILE]... [options]
       ./flash.sh --board ID --port PORT --pull DIR [--rules FILE]
       ./flash.sh --list

  --board ID        banglejs2, banglejs or pixljs (boards/ID.json)
  --port PORT       the device: a Bluetooth address (aa:bb:cc:dd:ee:ff), a serial port
                    (/dev/ttyACM0) or tcp://HOST:PORT (the emulator: npm start -- --listen HOST:PORT)
  --app             send the app itself (dist/ID/sifni.app.js), then restart it. On Pixl.js
                    the files of the rules system in use go with it: S-Ifni's, or --system's
                    (the device refuses the app with any other system's)
  --system ID       Pixl.js (it holds one rules system): send system ID (sifni, tft, sifrp,
                    dba, strs) with its default pack and demo party, to replace the one in
                    use. Applied whole or not at all; the old system's sheets and packs stay
                    (a --system back to it finds them). With --app: the system in use, sent
                    with the app (a device holding none starts using it). The Bangles carry
                    every system: switch in Settings
  --rules FILE      a rules pack (sifni pack build DIR -o FILE); checked here and on the device
                    (with --pull: the pack the sheets read back are checked against)
  --chars FILE      a sheet or a list of sheets (JSON); may be given more than once
  --pull DIR        read the device's sheets (DIR/<system>-party.json), its log (DIR/log.csv,
                    DIR/log.json), the app and rules versions and a copy of its data files
                    (DIR/device.json, DIR/device-files/); sends nothing
  --password-file FILE  the GM lock's 6-digit code, when it is on: the file's first line
  --ask-password    the GM lock's code, typed at a prompt (not shown); or set SIFNI_LOCK_CODE.
                    Never on the command line: --password CODE is refused (the process list
                    shows every argument to every user)

  Before sending sheets, flash.sh reads the device's: a sheet the device changed since this
  computer last sent or read it (a wound applied at the table) is shown field by field, and
  nothing is sent unless one of these says what to do with it:
  --merge           the device's changes (wounds...) onto yours, then send
  --keep-device     keep the device's copy (that sheet is not sent)
  --overwrite       send yours over the device's
  --state DIR       where the copies last sent or read are kept (default: SIFNI_STATE_DIR, else
                    $XDG_STATE_HOME/sifni-pocket or ~/.local/state/sifni-pocket)

  --dry-run         check the files and print the exact commands, send nothing (no device read)
  --list            list the devices in reach (Bluetooth, serial) and exit
  --no-build        do not run npm run build first (flash.sh builds unless told)
  --timeout S       give up after S seconds per connection (default: from the size)
  --help            this text

Exit codes: 0 applied (or read); 2 bad command line or file; 3 the device refused before
anything was sent (wrong board, no room, app not running, a sheet changed since it was read);
4 the app refused the update (nothing changed); 5 the console is locked (the GM lock's code
missing or wrong); 6 no device answered; 7 the upload or the read did not finish; 8 nothing was
sent: the device holds changes this computer has not seen (see --merge, --keep-device,
--overwrite).`;

export class UsageError extends Error {}

export function parse(argv: string[]): Options {
  const o: Options = { app: false, chars: [], askPassword: false, dryRun: false, list: false, help: false, onConflict: "refuse" };
  const value = (i: number, name: string): string => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith("--")) throw new UsageError(`${name} needs a value`);
    return v;
  };
  const conflict = (c: OnConflict, a: string): void => {
    if (o.onConflict !== "refuse" && o.onConflict !== c) throw new UsageError(`give one of --merge, --keep-device, --overwrite (got ${a} after another)`);
    o.onConflict = c;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--board") o.board = value(i++, a);
    else if (a === "--port" || a === "-p") o.port = value(i++, a);
    else if (a === "--rules") o.rules = value(i++, a);
    else if (a === "--system") {
      o.system = value(i++, a);
      if (!/^[a-z0-9]+$/.test(o.system)) throw new UsageError(`--system takes a rules system's id (sifni, tft, sifrp, dba, strs), got ${JSON.stringify(o.system)}`);
    }
    else if (a === "--chars") o.chars.push(value(i++, a));
    else if (a === "--pull") o.pull = value(i++, a);
    else if (a === "--state") o.state = value(i++, a);
    else if (a === "--password" || a.startsWith("--password=")) throw new UsageError(PASSWORD_REFUSED);
    else if (a === "--password-file") o.passwordFile = value(i++, a);
    else if (a === "--ask-password") o.askPassword = true;
    else if (a === "--timeout") {
      const t = value(i++, a);
      if (!/^\d+$/.test(t) || Number(t) < 1) throw new UsageError(`--timeout must be a whole number of seconds, got ${JSON.stringify(t)}`);
      o.timeout = Number(t);
    } else if (a === "--app") o.app = true;
    else if (a === "--overwrite") conflict("mine", a);
    else if (a === "--keep-device") conflict("device", a);
    else if (a === "--merge") conflict("merge", a);
    else if (a === "--dry-run") o.dryRun = true;
    else if (a === "--list") o.list = true;
    else if (a === "--no-build") continue;
    else if (a === "--help" || a === "-h") o.help = true;
    else throw new UsageError(`unknown argument ${JSON.stringify(a)} (see --help)`);
  }
  if (o.help || o.list) return o;
  if (!o.board) throw new UsageError("--board is needed (banglejs2, banglejs or pixljs)");
  if (!o.port) throw new UsageError("--port is needed: a Bluetooth address, a serial port or tcp://HOST:PORT (./flash.sh --list shows the devices in reach)");
  if (o.pull !== undefined) {
    if (o.app || o.chars.length > 0 || o.system) throw new UsageError("--pull reads the device and sends nothing: leave out --app, --system and --chars (run the send on its own)");
    if (o.dryRun) throw new UsageError("--pull with --dry-run: a read sends nothing to begin with");
  } else if (!o.app && !o.system && !o.rules && o.chars.length === 0) throw new UsageError("nothing to send: give --app, --system ID, --rules FILE and/or --chars FILE (or --pull DIR to read the device)");
  if (o.passwordFile !== undefined && o.askPassword) throw new UsageError("give the GM lock's code one way: --password-file FILE or --ask-password");
  return o;
}
