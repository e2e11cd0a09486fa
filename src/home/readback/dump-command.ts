/**
 * The console line that reads back what a device holds (docs/updates.md, "Reading back"):
 * flash.sh (--pull, and before every send) and the companion page type it into the unlocked
 * console, as they type an upload. It needs nothing of the app: it runs in the firmware's own
 * console, so it also reads a device whose app is not open.
 *
 * It prints one line per record, each `DUMP_MARK` + JSON:
 *   {"board":..,"firmware":..,"serial":..,"free":..,"files":N}     first: what the device is
 *   {"f":name,"k":"d","n":size,"c":crc}  then {"f":name,"o":offset,"d":base64}...   a data file whole
 *   {"f":name,"k":"p","n":size,"c":crc,"h":base64,"t":base64}      a pack: its head and tail only
 *   {"f":name,"k":"x","n":size,"c":crc[,"v":text]}                 a code file: size and CRC only
 *   {"end":N}                                                       last: every file was listed
 * Data files are the sheets, the party order, the settings, the launcher's info and, when asked,
 * the log. Packs are only their version's worth (a pack is up to 40 KB: 16 s over Bluetooth).
 * The GM lock's files, staging files and the recent choices are never read.
 *
 * The line is ES5 for the interpreter: names compared with substr (its indexOf can "find" a
 * needle whose start ends the text, docs/runtime.md), no regular expression beyond ^ and \.
 */

/** What each of the device's lines starts with. */
export const DUMP_MARK = "SIFNI_DUMP ";
/** Bytes of a file per line: 512 characters of base64. */
export const DUMP_CHUNK = 384;
/** Bytes of a pack's start and end sent: S-Ifni's header line, a JSON pack's system and version. */
export const PACK_HEAD = 96;
export const PACK_TAIL = 64;
/** What the app's bundle holds before its version (main.ts: k.ver = VERSION, minified as `x.ver="0.3.0"`). */
export const VERSION_NEEDLE = '.ver="';

export interface DumpRequest {
  /** read the log files too (a read-back; a send's check reads sheets only) */
  log: boolean;
  /** the board's app file ("sifni.app.js", Pixl.js ".bootcde"): its version is looked for */
  appFile: string;
}

/** Files never read: the GM lock's code and its count, staging, the update's journal, recent choices. */
const NEVER = ["sifni.lk", "sifni.lt", "sifni.lock", "sifni.u", "sifni.ut", "sifni.rec"];

/** The statement (no trailing ";"): a function called at once on require("Storage"). */
export function dumpStatement(req: DumpRequest): string {
  const q = JSON.stringify;
  const data = ["sifni.set", "sifni.info"].concat(req.log ? ["sifni.log0", "sifni.log1"] : []);
  return (
    "(function(s){" +
    `function o(x){print(${q(DUMP_MARK)}+JSON.stringify(x));}` +
    "function b(n,p){return n.substr(0,p.length)==p;}" +
    "function c(d){return typeof E.CRC32==\"function\"?E.CRC32(d)>>>0:-1;}" +
    `var e=process.env,l=s.list(/^sifni\\./),i,n,d,k,a,x;` +
    // the Pixl.js keeps its app as the boot code, outside the sifni. names
    (req.appFile.substr(0, 6) === "sifni." ? "" : `if(s.read(${q(req.appFile)})!==undefined)l.push(${q(req.appFile)});`) +
    `o({board:e.BOARD,firmware:e.VERSION,serial:typeof getSerial=="function"?getSerial():"",free:s.getFree(),files:l.length});` +
    "for(i=0;i<l.length;i++){n=l[i];" +
    `if(${q(NEVER)}.indexOf(n)>=0||b(n,"sifni.s."))continue;` +
    "d=s.read(n);if(d===undefined)continue;" +
    `k=b(n,"sifni.c.")||b(n,"sifni.o.")||${q(data)}.indexOf(n)>=0?"d":b(n,"sifni.p.")?"p":"x";` +
    "x={f:n,k:k,n:d.length,c:c(d)};" +
    `if(k=="p"){x.h=btoa(d.substr(0,${PACK_HEAD}));x.t=btoa(d.substr(d.length>${PACK_TAIL}?d.length-${PACK_TAIL}:0));}` +
    `if(n==${q(req.appFile)}){a=d.indexOf(${q(VERSION_NEEDLE)});if(a>=0)x.v=d.substr(a+${VERSION_NEEDLE.length},16);}` +
    "o(x);" +
    `if(k=="d")for(a=0;a<d.length;a+=${DUMP_CHUNK})o({f:n,o:a,d:btoa(d.substr(a,${DUMP_CHUNK}))});` +
    "}" +
    "o({end:l.length});" +
    '})(require("Storage"))'
  );
}
