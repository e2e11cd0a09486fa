/**
 * The build step that writes a function called from one place at that place
 * (tools/build/inline-once.mjs): the declaration goes, the call makes the function where it is,
 * the code means the same; a function that is not surely safe to move stays declared.
 */
import { describe, expect, test } from "vitest";
import { COLD, FEW, inlineOnce } from "../../tools/build/inline-once.mjs";
import { runBuiltFile as run } from "../helpers/built-file";

/** The functions the file declares, by name. */
function declared(code: string): string[] {
  return (code.match(/function ([\w$]+)\(/g) || []).map((m) => m.slice(9, -1));
}

describe("inline a function called once", () => {
  test("a function called from one place is made there; one called from two stays", () => {
    const source = "F=function(e){function a(n,r){return n*r+b(n)}function b(n){return n+1}function c(n){return n-1}e.x=function(){return a(2,3)+c(4)+c(5)}}";
    const built = inlineOnce(source);
    expect(declared(built)).toEqual(["c"]);
    expect(built).toContain("(function(n,r){return n*r+(function(n){return n+1})(n)})(2,3)");
    expect(run(built)).toEqual(run(source));
  });

  test("a chain folds up over several passes", () => {
    const source = "F=function(e){function a(n){return b(n)*2}function b(n){return d(n)+1}function d(n){return n*n}e.x=function(){return a(3)}}";
    const built = inlineOnce(source);
    expect(declared(built)).toEqual([]);
    expect(run(built)).toEqual({ x: 20 });
  });

  test("called in a loop, read other than as a call, written, or recursive: kept", () => {
    const cases = [
      "F=function(e){function a(n){return n+1}e.x=function(){for(var i=0,s=0;i<3;i++)s+=a(i);return s}}",
      "F=function(e){function a(n){return n+1}e.x=function(){return [1,2].map(a)[1]}}",
      "F=function(e){function a(n){return n+1}e.x=function(){return typeof a}}",
      "F=function(e){function a(n){return n<1?0:n+a(n-1)}e.x=function(){return a(3)}}",
    ];
    for (const source of cases) {
      const built = inlineOnce(source);
      expect(declared(built), source).toContain("a");
      expect(run(built), source).toEqual(run(source));
    }
  });

  test("a function that makes a closure which can outlive it stays; one whose inner function is called where it is written moves", () => {
    const keeps = "F=function(e){function a(n){return function(){return n}}e.x=function(){return a(3)()}}";
    expect(declared(inlineOnce(keeps))).toContain("a");
    const moves = "F=function(e){function a(n){return function(r){return r+1}(n)}e.x=function(){return a(3)}}";
    const built = inlineOnce(moves);
    expect(declared(built)).toEqual([]);
    expect(run(built)).toEqual({ x: 4 });
  });

  test("a name the body takes from the file that the caller declares too: kept (the caller's would take its place)", () => {
    const source = "F=function(e){var t=10;function a(n){return n+t}function b(){var t=1;return a(t)}e.x=function(){return b()}}";
    const built = inlineOnce(source);
    expect(declared(built)).toContain("a");
    expect(run(built)).toEqual({ x: 11 });
    // the same with no clash moves
    const free = "F=function(e){var t=10;function a(n){return n+t}function b(){var u=1;return a(u)}e.x=function(){return b()}}";
    expect(declared(inlineOnce(free))).toEqual([]);
    expect(run(inlineOnce(free))).toEqual({ x: 11 });
  });

  test("a function of an inner scope, or a parameter of the same name, is not the file's function", () => {
    const source = "F=function(e){function a(n){return n+1}function b(a){return a*2}e.x=function(){function c(n){return n}return a(1)+b(2)+c(3)+c(4)}}";
    const built = inlineOnce(source);
    expect(declared(built)).toEqual(["c"]);
    expect(built).toContain("function(a){return a*2}");
    expect(run(built)).toEqual(run(source));
  });
});

describe("inline a short function called from a few places (FEW)", () => {
  test("a short body is written at each call; a long one, or one called from too many places, stays", () => {
    const long = "n".repeat(FEW.body);
    const calls = Array.from({ length: FEW.calls + 1 }, (_, i) => "c(" + i + ")").join("+");
    const source = `F=function(e){function a(n){return n+1}function b(${long}){return ${long}*2}function c(n){return n}e.x=function(){return a(1)+a(2)+b(3)+b(4)+${calls}}}`;
    const built = inlineOnce(source, FEW);
    expect(declared(built)).toEqual(["b", "c"]);
    expect(built.split("(function(n){return n+1})").length - 1).toBe(2);
    expect(run(built)).toEqual(run(source));
    // with ONCE (the default) all three stay
    expect(declared(inlineOnce(source))).toEqual(["a", "b", "c"]);
  });

  test("one of its calls in a loop, read other than as a call, or a name captured at one call: kept", () => {
    const cases = [
      "F=function(e){function a(n){return n+1}e.x=function(){for(var i=0,s=a(0);i<3;i++)s+=a(i);return s}}",
      "F=function(e){function a(n){return n+1}e.x=function(){return a(0)+[1,2].map(a)[1]}}",
      "F=function(e){var t=10;function a(n){return n+t}e.x=function(){var t=1;return a(t)};e.y=function(){return a(2)}}",
    ];
    for (const source of cases) {
      const built = inlineOnce(source, FEW);
      expect(declared(built), source).toContain("a");
      expect(run(built), source).toEqual(run(source));
    }
  });
});

describe("a short function called from a few cold places (COLD)", () => {
  test("called from an entry's method and a function called only from there: written at each call", () => {
    // e.x is called by another file (cold); b is called from x only, outside loops
    const source = "F=function(e){function a(n){return n+1}function b(n){return a(n)*a(n+1)}e.x=function(){return a(0)+b(1)+b(2)}}";
    const built = inlineOnce(source, COLD);
    expect(declared(built)).toEqual([]);
    expect(run(built)).toEqual(run(source));
  });

  test("a call inside a function that runs in a loop, or in a closure kept in a variable that is, stays", () => {
    const cases = [
      // h runs in x's loop: a, called from h, would be made at every step
      "F=function(e){function a(n){return n+1}function h(n){return a(n)*2}e.x=function(){var s=a(0);for(var i=0;i<3;i++)s+=h(i);return s+h(9)}}",
      // the closure k is called in a loop
      "F=function(e){function a(n){return n+1}e.x=function(){var k=function(n){return a(n)},s=a(1);for(var i=0;i<3;i++)s+=k(i);return s}}",
      // the method m is read in a loop of this file
      "F=function(e){function a(n){return n+1}var o={m:function(n){return a(n)}};e.x=function(){for(var i=0,s=a(0);i<3;i++)s+=o.m(i);return s}}",
      // passed as a value: may be called anywhere
      "F=function(e){function a(n){return n+1}function g(n){return a(n)}e.x=function(){return a(1)+[1,2].map(g)[1]}}",
    ];
    for (const source of cases) {
      const built = inlineOnce(source, COLD);
      expect(declared(built), source).toContain("a");
      expect(run(built), source).toEqual(run(source));
    }
    // FEW looks at the loops of the calling function only: it moves a into h
    expect(declared(inlineOnce(cases[0], FEW))).toEqual(["h"]);
  });
});

