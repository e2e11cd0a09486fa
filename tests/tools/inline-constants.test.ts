/**
 * The build step that writes a file's constants into its code (tools/build/inline-constants.mjs):
 * a constant of the outermost scope goes, its reads become its literal, and the code means the
 * same; anything that is not surely a constant stays.
 */
import { describe, expect, test } from "vitest";
import { inlineConstants } from "../../tools/build/inline-constants.mjs";
import { runBuiltFile as run } from "../helpers/built-file";

/** The names the file's function declares with var. */
function declared(code: string): string[] {
  const m = /function\(e\)\{var ([^;]*);/.exec(code);
  return m ? m[1].split(",") : [];
}

describe("inline constants", () => {
  test("numbers, short strings and !0 become literals; the var list keeps only the rest", () => {
    const source =
      "F=function(e){var a,b,c,d,t,u;function f(a){return a+b}" +
      'a=1,b=268435456,c="movement",d=[1,2],t=!0,u=-10;' +
      "e.f=f(2);e.g=function(){return b.toString()+c+d.length+t+u};e.u=5-u;e.k={b:c}}";
    const built = inlineConstants(source);
    expect(declared(built)).toEqual(["d"]);
    expect(built).toContain("return a+268435456}");
    expect(built).toContain('(268435456).toString()+"movement"');
    expect(built).toContain("5-(-10)");
    expect(built).toContain('{b:"movement"}');
    expect(run(built)).toEqual(run(source));
  });

  test("arithmetic on constants is a constant, written out (not folded: the interpreter works it out as before)", () => {
    const source = 'F=function(e){var w,k,j,h,s;w=268435456,k=1e4,j=64*w*k,h=1/32,s="a"+w;e.j=function(){return j*h+s}}';
    const built = inlineConstants(source);
    expect(built).toContain("return ((64*268435456)*1e4)*(1/32)+s}");
    expect(declared(built)).toEqual(["s"]);
    expect(run(built)).toEqual(run(source));
  });

  test("a parameter or inner var of the same name is not the constant", () => {
    const source = "F=function(e){var k;k=7;function g(k){return k+1}function h(){var k=2;return k}e.g=g(1);e.h=h();e.k=k}";
    const built = inlineConstants(source);
    expect(built).toContain("function g(k){return k+1}");
    expect(built).toContain("var k=2;return k}");
    expect(built).toContain("e.k=7");
    expect(run(built)).toEqual({ g: 2, h: 2, k: 7 });
  });

  test("written twice, written by ++, assigned in a branch, read before it is set or long: kept", () => {
    const cases = [
      "F=function(e){var x;x=1;e.a=x;x=2;e.b=x}",
      "F=function(e){var x;x=1;x++;e.a=x}",
      "F=function(e){var x;if(e)x=1;e.a=x}",
      "F=function(e){var x;e.a=x;x=1;e.b=x}",
      'F=function(e){var x;x="a text of more than sixteen characters";e.a=x}',
      "F=function(e){var x;x=[1];e.a=x}",
    ];
    for (const c of cases) expect(inlineConstants(c), c).toBe(c);
  });

  test("a constant read inside a nested function written before it is set is still inlined (functions run after the file)", () => {
    const source = "F=function(e){var x;function g(){return x}x=3;e.g=g()}";
    const built = inlineConstants(source);
    expect(built).toBe("F=function(e){function g(){return 3}e.g=g()}");
  });
});
