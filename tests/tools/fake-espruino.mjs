#!/usr/bin/env node
// A stand-in for ESPRUINO_BIN in tests (CI has no interpreter): runs a file in a Node vm with
// print() writing lines to stdout and `global`, with two of Espruino's string quirks put in place
// (JSON.stringify(undefined) is "null"; indexOf matches past the end of the text), and an
// optional fault to check that the crosscheck reports what differs:
//   FAKE_ESPRUINO_FAULT=edit   changes the first "SUCCESS" printed into "FAILURE"
//   FAKE_ESPRUINO_FAULT=stop   stops before the last line
import { readFileSync } from "node:fs";
import vm from "node:vm";

const fault = process.env.FAKE_ESPRUINO_FAULT || "";
const lines = [];
let edited = false;
const ctx = vm.createContext({
  print: (s) => {
    let t = String(s);
    if (fault === "edit" && !edited && t.includes("SUCCESS")) (t = t.replace("SUCCESS", "FAILURE")), (edited = true);
    lines.push(t);
  },
});
// Espruino's global object is `global` (the app evaluates a system file with global.eval)
vm.runInContext("var global = this;", ctx);
vm.runInContext(
  `(function () {
    var stringify = JSON.stringify, indexOf = String.prototype.indexOf;
    JSON.stringify = function (v) { return v === undefined ? "null" : stringify.apply(JSON, arguments); };
    String.prototype.indexOf = function (part, from) {
      var text = String(this), i, k;
      part = String(part);
      if (part.length > text.length) return -1;
      i = from === undefined ? 0 : Math.min(Math.max(from, 0), text.length - part.length + 1);
      for (; i < text.length; i++) {
        k = 0;
        while (k < part.length && i + k < text.length && text.charCodeAt(i + k) === part.charCodeAt(k)) k++;
        if (k === part.length || i + k === text.length) return i;
      }
      return -1;
    };
  })();`,
  ctx
);
vm.runInContext(readFileSync(process.argv[2], "latin1"), ctx);
if (fault === "stop") lines.pop();
process.stdout.write(lines.join("\r\n") + "\r\n>");
