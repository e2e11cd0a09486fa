/**
 * Independent brute force for the TFT-hack tests: every face combination of n d6, walked with
 * nested counting (an odometer), never through the module's convolution.
 */

/** Calls f with every combination of n faces 1..6 (6^n calls). */
export function eachFaces(n: number, f: (faces: number[]) => void): void {
  const faces = new Array<number>(n).fill(1);
  for (;;) {
    f(faces.slice());
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i]++;
  }
}

export function sum(faces: number[]): number {
  return faces.reduce((a, b) => a + b, 0);
}

/** The text's rule, written again: at or under the attribute, or 4 or less. */
export function rollUnderOk(total: number, attr: number): boolean {
  return total <= attr || total <= 4;
}

/** Words a ScriptedRng turns into these d6 faces (uniformInt maps a small word w to w mod 6). */
export function words(faces: number[]): number[] {
  return faces.map((f) => f - 1);
}

/** Brute force over every face of both pools: the text's opposed rule written out. */
export function bruteOpposed(na: number, ta: number, nb: number, tb: number) {
  const r = { a: 0, b: 0, deadlock: 0 };
  eachFaces(na, (fa) => {
    const a = sum(fa);
    const aOk = rollUnderOk(a, ta);
    eachFaces(nb, (fb) => {
      const b = sum(fb);
      const bOk = rollUnderOk(b, tb);
      if (aOk && bOk) {
        if (a > b) r.a++;
        else if (b > a) r.b++;
        else r.deadlock++;
      } else if (aOk) r.a++;
      else if (bOk) r.b++;
      else r.deadlock++;
    });
  });
  return r;
}
