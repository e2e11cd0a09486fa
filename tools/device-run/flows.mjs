/**
 * The device flows the interpreter runs (tests/device-real, npm run device-memory): every
 * main-menu flow of every rules system, as fixed keys from the main menu of a device whose first
 * boot is done (the "first-boot" flow starts from the bare install). A flow is one or more runs
 * on the same Storage (a restart between them), each ending on a screen its `expect` matches
 * (and `reject` does not). `seed` is the emulator's seed: E.hwRand gives the numbers the
 * emulator gives for it (hwRandOf), so the dice fall as in the emulator and a flow that needs a
 * given roll (a hit whose wound is applied) replays there as here.
 * The keys are those of tests/device/flows.test.ts; "wait" lets the app finish work it defers.
 */
const S = "select";
const D = "down";
const U = "up";
const B = "back";

function times(n, k) {
  return Array(n).fill(k);
}

/** Settings > System, the system at `index` in the board's list (0 S-Ifni), back to the main menu. */
function switchTo(index) {
  return times(7, D).concat([S], times(index, S), [B]);
}

/** Roll, Skill check, Aldric, Active, MeleeAttack, Sword, no specialty, no TN, ROLL */
const FIRST = [S, S, S, S, S, D, S, S, S, S];

/** Combat (the checks menu). */
const COMBAT = [D, D, S];

/**
 * Combat, Melee attack, Aldric with his sword against Wren, rolled (seed 11: a hit), down to Then,
 * Apply, on the Bangle.js 2: its 14 columns wrap the wound's place ("right leg, 5/6 down") under
 * its label, so the result scrolls four rows to its end.
 */
const MELEE = [D, D, S, S, S, S, S, S, D, D, D, D, D, S];
/** The same on Bangle.js 1, whose taller screen shows the whole result (one down to Then), and on Pixl.js (three). */
const MELEE_TALL = MELEE.slice(0, 8).concat([D, S]);
const MELEE_PIXL = MELEE.slice(0, 8).concat([D, D, D, S]);
/** The Melee flows' keys on the boards whose result scrolls otherwise. */
function meleeOn(more) {
  return { banglejs: MELEE_TALL.concat(more), pixljs: MELEE_PIXL.concat(more) };
}

const SIFNI = [
  { id: "first-boot", title: "first boot: the demo parties written, the main menu", fresh: true, runs: [{ keys: [], expect: "^S-Ifni\\nRoll\\nOpposed" }] },
  { id: "ready", title: "the main menu with S-Ifni's rules loaded (Roll, back)", runs: [{ keys: [S, B], expect: "^S-Ifni\\nRoll\\nOpposed" }] },
  { id: "skill-roll", title: "Roll: a skill check with TN, rolled", runs: [{ keys: FIRST, expect: "Roll \\d+\\.\\d\\d" }] },
  { id: "recent-roll", title: "Roll: the recent setup again, 4 presses", runs: [{ keys: FIRST.concat([B, B, B, S, S, S, S]), expect: "Roll \\d+\\.\\d\\d" }] },
  { id: "again-table-odds", title: "a result: again, the table view, the setup's odds", runs: [{ keys: FIRST.concat([S, U, S, B, D, D, S, "wait"]), expect: "^Odds[\\s\\S]*\\d+\\.\\d%" }] },
  { id: "opposed", title: "Opposed: Aldric against Wren", runs: [{ keys: [D, S, S, S, S, S, S, S, S, D, S, S, S], expect: "(WINS|DEADLOCK)[\\s\\S]*Sir Aldric[\\s\\S]*Wren" }] },
  {
    id: "contest",
    title: "Opposed: an extended check, Aldric against Wren to 2 steps, three rounds (seed 1: Wren gains, wins, a new contest)",
    runs: [{ keys: [D, S, D, S, S, S, S, S, S, S, D, S, S, D, S, S, S, S], expect: "Steps\\s+\\d of 2" }],
  },
  {
    id: "melee-wound",
    title: "Combat: a melee attack, its wound applied, on the sheet after a restart",
    seed: 11,
    runs: [
      { keys: MELEE, on: meleeOn([]), expect: "Undo: Wren" },
      { keys: [U, U, S, D, S, S, S], expect: "^W " },
    ],
  },
  {
    // the sheet as it was is kept as text copied into RAM: read from its file, it reads null once the wound rewrites the file
    id: "melee-undo",
    title: "Combat: a melee attack's wound applied, then taken back",
    seed: 11,
    runs: [{ keys: MELEE.concat([S]), on: meleeOn([S]), expect: "^Then\\nApply: Wren" }],
  },
  {
    // the check's references to the wounded sheet are replaced, their id and name in RAM
    id: "wound-again",
    title: "Combat: a melee attack's wound applied, then the attack rolled again from its setup",
    seed: 11,
    runs: [{ keys: MELEE.concat([B, B, S]), on: meleeOn([B, B, S]), expect: "Sir Aldric on\\s+Wren" }],
  },
  {
    id: "round",
    title: "Combat: a melee round, Aldric against Wren, rolled and rolled again",
    seed: 11,
    runs: [{ keys: [D, D, S, D, S, S, S, S, S, S, S], expect: "(HITS|BOTH|DEADLOCK|MISS|NO OPENING|NOTHING)[\\s\\S]*Sir Aldric on\\s+Wren" }],
  },
  {
    id: "group",
    title: "Roll: group work, Aldric and Wren on MeleeAttack at TN 13, rolled and rolled again",
    runs: [{ keys: [S, D, S, D, S, D, S, U, U, S, S, S, S, S, S], expect: "^(\\d+ SUCCESS(ES)?|NO SUCCESS|AUTO FAIL)\\nGroup\\s+MeleeAttack" }],
  },
  {
    id: "ranged",
    title: "Combat: a ranged attack, Tamsin's long bow at Aldric, rolled and rolled again",
    runs: [{ keys: COMBAT.concat(times(2, D), [S], times(2, D), [S, S, S, S, S]), expect: "^[A-Z ]+\\nTamsin on Sir" }],
  },
  { id: "cover", title: "Combat: Aldric takes cover, rolled and rolled again", runs: [{ keys: COMBAT.concat(times(3, D), [S, S, S, S]), expect: "^IN COVER\\nSir Aldric" }] },
  {
    id: "grab",
    title: "Combat: Borin grabs Wren, rolled and rolled again",
    runs: [{ keys: COMBAT.concat(times(4, D), [S], times(3, D), [S, D, S, S, S]), expect: "^(GRABBED|DEADLOCK|MISS|NO OPENING)\\nBorin on\\s+Wren" }],
  },
  {
    id: "wrestle",
    title: "Combat: Borin and Wren wrestle in a hold, rolled and rolled again",
    runs: [{ keys: COMBAT.concat(times(5, D), [S], times(3, D), [S, D, S, S, S]), expect: "(^(BORIN|WREN) (HOLDS|ESCAPES|THROWS)|^DEADLOCK)[\\s\\S]*Borin[\\s\\S]*Wren" }],
  },
  {
    id: "disarm",
    title: "Combat: Aldric disarms Wren with his sword, rolled and rolled again",
    runs: [{ keys: COMBAT.concat(times(6, D), [S, S, S, S, S, S]), expect: "^(GOT A GRIP|DISARMED|KEEPS WEAPON|DEADLOCK|MISS|NO OPENING)\\nSir Aldric on\\s+Wren" }],
  },
  {
    id: "endurance",
    title: "Combat: Grey Hal's Endurance test for his two wounds, rolled and rolled again",
    runs: [{ keys: COMBAT.concat(times(7, D), [S], times(5, D), [S, S, S]), expect: "^[A-Z ]+\\nGrey Hal" , reject: "NO WOUNDS" }],
  },
  { id: "odds", title: "Odds: a skill check's odds", runs: [{ keys: [D, D, D, S, S, S, S, S, D, S, S, S, S, "wait"], expect: "^Odds[\\s\\S]*\\d+\\.\\d%" }] },
  { id: "opposed-odds", title: "Odds: an opposed check's, Aldric against Wren", runs: [{ keys: [D, D, D, S, D, S, S, S, S, S, S, S, S, D, S, S, S, "wait"], expect: "^Odds[\\s\\S]*\\d+\\.\\d%" }] },
  {
    id: "melee-odds",
    title: "Odds: a melee attack's, Aldric's sword against Wren (the exchange with its damage bands)",
    runs: [{ keys: [D, D, D, S, D, D, D, D, S, S, S, S, S, "wait"], expect: "^Odds: Melee[\\s\\S]*scratch[\\s\\S]*\\d+\\.\\d%" }],
  },
  {
    id: "round-odds",
    title: "Odds: a melee round's, Aldric's sword against Wren's rapier (both strikes, each with its damage bands)",
    runs: [{ keys: [D, D, D, S, D, D, D, D, D, S, S, S, S, S, S, "wait"], expect: "^Odds: Melee r[\\s\\S]*Sir Aldric:\\s+scratch[\\s\\S]*\\d+\\.\\d%" }],
  },
  { id: "dice", title: "Dice: a d6", runs: [{ keys: [D, D, D, D, S, S], expect: "d6 [1-6]" }] },
  {
    id: "log",
    title: "Log: two rolls, newest first, kept across a restart",
    runs: [
      { keys: [D, D, D, D, S, S, D, S, B, D, S], expect: "^Log\\n2d6: \\d+\\nd6: [1-6]" },
      { keys: [D, D, D, D, D, S], expect: "^Log\\n2d6: \\d+\\nd6: [1-6]" },
    ],
  },
  {
    id: "party",
    title: "Party: Inspect after confirming, wounds cleared, kept across a restart",
    runs: [
      { keys: [U, U, S, U, S, S, S, B, D, S, S], expect: "cleared" },
      { keys: [U, U, S, U, S, S, S], expect: "Grey Hal|Inspect", reject: "severe|minor|trauma" },
    ],
  },
  { id: "self-test", title: "Settings: the self-test's checksum", runs: [{ keys: [U, S, D, D, D, D, S, "wait", "wait"], expect: "[0-9a-f]{8}" }] },
];

/**
 * DBA's combat round, phase by phase (the Rogue and the Knight fight, each declares an attack):
 * `d` is how many downs scroll each phase's result to its Then screen on the board, whose
 * first row starts the next phase (phase 4's: the first attack, by Quickness), then rolled.
 */
function roundKeys(d) {
  return [D, D, D, S, D, S] // Combat, Combat round
    .concat([D, S, D, S, U, U, S]) // Fighters: the Rogue, the Knight, Done
    .concat([S, S]) // Slow actions by: Done (none); phase 1 rolled
    .concat(times(d[0], D), [S, "wait"]) // phase 2, its attacks:
    .concat([D, D, S, D, S, U, U, U, S, S]) // the Rogue's sword on the Knight, the Knight's broadsword on the Rogue; rolled
    .concat(times(d[1], D), [S, "wait", S, S]) // phase 3: Tactics, Done (none); rolled
    .concat(times(d[2], D), [S, "wait", S]) // phase 4 rolled: the attacks in order
    .concat(times(d[3], D), [S, "wait", S]); // the first attack, rolled
}

/**
 * Settings > About (the main menu's cursor is on Settings after the switch): the system's pack in
 * use, "Pack v<version>" (0: the app's own), or why a sent one is not used.
 */
const ABOUT = { id: "about", title: "Settings: About, the pack in use", keys: [S].concat(times(5, D), [S]), expect: "^About[\\s\\S]*Pack" };

/** The other systems, each from the main menu after switching to it in Settings (Bangles only). */
const OTHERS = [
  {
    system: "tft",
    index: 1,
    // the demo party: Bran, Mira, the Orc raider; Anyone last (up from the first row)
    flows: [
      { id: "roll", title: "Roll: Bran's attribute roll", keys: [D, S, S, S, S], expect: "^(SUCCESS|FAILURE|CRITICAL|AUTOMATIC)" },
      { id: "opposed", title: "Opposed: Bran against Mira", keys: [D, D, S, S, S, S], expect: "WINS|DEADLOCK" },
      { id: "combat", title: "Combat: Bran's attack on Mira", keys: [D, D, D, S, S, S, S, S, S, S], expect: "HIT|MISS" },
      { id: "odds", title: "Odds: Bran's attribute roll's", keys: [D, D, D, D, S, S, S, S, "wait"], expect: "^Odds[\\s\\S]*\\d+\\.\\d%" },
      { id: "roll-anyone", title: "Roll: an attribute roll for Anyone", keys: [D, S, S, U, S, S, S, S], expect: "^(SUCCESS|FAILURE|CRITICAL|AUTOMATIC)" },
      // the other checks, each with its first answers (the party's first, the pack's first choices)
      { id: "move", title: "Roll: movement", keys: [D, S, D, S, S, S], expect: "^MOVE" },
      { id: "learn", title: "Roll: learning time", keys: [D, S, D, D, S, S, S], expect: "^LEARNING" },
      { id: "experience", title: "Roll: experience earned", keys: [D, S, D, D, D, S, S, S, S], expect: "^EXPERIENCE" },
      { id: "damage", title: "Combat: Bran's dagger lands on Mira", keys: [D, D, D, S, D, S, S, D, S, S, S], expect: "Bran lands" },
      { id: "close", title: "Combat: moving into hand-to-hand", keys: [D, D, D, S, D, D, S, S, S, S], expect: "^(HAND-TO-HAND|REPULSED)" },
      { id: "conscious", title: "Combat: staying conscious", keys: [D, D, D, S].concat(times(3, D), [S, S, S]), expect: "CONSCIOUS" },
      { id: "confusion", title: "Combat: confusion after a head blow", keys: [D, D, D, S].concat(times(4, D), [S, S, S]), expect: "2d vs ST" },
      { id: "bind", title: "Combat: Bran binds Mira's wounds", keys: [D, D, D, S].concat(times(5, D), [S, S, S, S]), expect: "^(BOUND|FAILURE|NOTHING)" },
      { id: "recovery", title: "Combat: a recovery roll for Anyone", keys: [D, D, D, S].concat(times(6, D), [S, U, S, S, S]), expect: "^(RECOVERS|FAILURE)" },
      { id: "rest", title: "Combat: blood restored by rest", keys: [D, D, D, S].concat(times(7, D), [S, S, S]), expect: "^NOTHING LOST" },
      ABOUT,
    ],
  },
  {
    system: "sifrp",
    index: 2,
    flows: [
      // the demo party's first member, the Braavosi bravo, then Hal's hedge knight; Anyone last
      { id: "roll", title: "Roll: the bravo's Agility test", keys: [D, S, S, S, S], expect: "SUCCESS|FAILURE" },
      { id: "opposed", title: "Opposed: the bravo breaks Hal's grab", keys: [D, D, S, S, S, S], expect: "HELD|FREE" },
      { id: "combat", title: "Combat: the bravo's Braavosi blade on Hal", keys: [D, D, D, S, S, S, S, S, S, S], expect: "HIT|MISS" },
      // Anyone's weapon: its specialty (Axes), then the weapon
      { id: "combat-anyone", title: "Combat: Anyone's attack", keys: [D, D, D, S, S, U, S, S, S, S, S, S, S], expect: "HIT|MISS" },
      { id: "odds", title: "Odds: the bravo's Agility test's", keys: [D, D, D, D, S, S, S, S, S, "wait"], expect: "^Odds[\\s\\S]*\\d+\\.\\d%" },
      { id: "attack-odds", title: "Odds: the bravo's attack on Hal's", keys: [D, D, D, D, S, D, S, S, S, S, S, "wait"], expect: "^Odds[\\s\\S]*\\d+\\.\\d%" },
      { id: "escape", title: "Combat: the bravo escapes entangling", keys: [D, D, D, S, D, S, S, S], expect: "^(STILL HELD|FREE)" },
      ABOUT,
    ],
  },
  {
    system: "dba",
    index: 3,
    flows: [
      { id: "combat", title: "Combat: an attack", keys: [D, D, D, S, S, S, S, S], expect: "HIT|DODGED|BLOCKED|STOPPED|MISS" },
      { id: "odds", title: "Odds: an attack's", keys: [D, D, D, D, S, S, S, S, S, "wait"], expect: "^Odds[\\s\\S]*\\d+\\.\\d%" },
      {
        id: "round",
        title: "Combat: a round, phase by phase to its first attack",
        keys: roundKeys([8, 8, 1, 23]),
        on: { banglejs: roundKeys([2, 2, 1, 12]), pixljs: roundKeys([1, 1, 1, 6]) },
        expect: "HIT|DODGED|BLOCKED|STOPPED|MISS",
      },
      { id: "party", title: "Party: Inspect's confirmation", keys: [U, S, S, S], expect: "Inspect" },
      ABOUT,
    ],
  },
  {
    system: "strs",
    index: 4,
    // the demo party: Kaito, the Dock thug, the Marsh drake; Anyone last (up from the first row)
    flows: [
      { id: "roll", title: "Roll: Kaito's simple Repair check", keys: [D, S, S, S, S, S, S], expect: "SUCCESS|FAILURE" },
      { id: "opposed", title: "Opposed: Kaito against the Dock thug", keys: [D, D, S, S, S, S, S, S, S, S], expect: "WINS|DEADLOCK|NO" },
      { id: "combat", title: "Combat: Kaito's staff on the Dock thug", keys: [D, D, D, S, S, S, S, S, S], expect: "WOUND|HIT" },
      { id: "odds", title: "Odds: Kaito's attack's", keys: [D, D, D, D, S, S, S, S, S, S, "wait"], expect: "^Odds[\\s\\S]*\\d+\\.\\d%" },
      { id: "combat-anyone", title: "Combat: Anyone's attack", keys: [D, D, D, S, S, U, S, S, S, S], expect: "HIT|MISS|NO HIT" },
      { id: "exchange", title: "Combat: a melee exchange, Kaito against the Dock thug", keys: [D, D, D, S, D, S, S, S, S], expect: "WOUND" },
      { id: "sequence", title: "Combat: the sequence of a round", keys: [D, D, D, S, D, D, S, S], expect: "FIRST" },
      { id: "turn", title: "Combat: the start of Kaito's turn", keys: [D, D, D, S].concat(times(3, D), [S, S, S]), expect: "^DICE" },
      { id: "spend", title: "Combat: charge spent (Kaito grapples the Dock thug)", keys: [D, D, D, S].concat(times(4, D), [S, S, S, S, S, S]), expect: "^GRAPPLE" },
      { id: "gain", title: "Combat: charge gained", keys: [D, D, D, S].concat(times(5, D), [S, S, S]), expect: "^CHARGE GAINED" },
      { id: "rest", title: "Combat: rest after the fight", keys: [D, D, D, S].concat(times(6, D), [S, S, S]), expect: "^REST" },
      { id: "extended", title: "Roll: Kaito's extended Repair check", keys: [D, S, D, S, S, S, S, S, S, S], expect: "Points \\d+ of \\d+" },
      ABOUT,
    ],
  },
];

/**
 * The flows of a board: S-Ifni's, and those of each other system it installs (switched to in
 * Settings: a board with one system has no switch). Each { id, system, title, seed, fresh,
 * runs: [{ keys, expect, reject }] }; ids are "<system>/<flow>".
 */
/** A run's keys on a board: its own where the board's screen makes the walk differ (`on`), else the run's. */
export function keysOn(spec, boardId) {
  return (spec.on && spec.on[boardId]) || spec.keys;
}

export function flowsFor(boardSystems) {
  const out = SIFNI.map((f) => ({ ...f, id: "sifni/" + f.id, system: "sifni", seed: f.seed ?? 1, fresh: !!f.fresh }));
  for (const o of OTHERS) {
    const index = boardSystems.indexOf(o.system);
    if (index < 0) continue;
    for (const f of o.flows) {
      const on = {};
      for (const b in f.on || {}) on[b] = switchTo(index).concat(f.on[b]);
      out.push({ id: `${o.system}/${f.id}`, system: o.system, title: f.title, seed: 3, fresh: false, runs: [{ keys: switchTo(index).concat(f.keys), on, expect: f.expect }] });
    }
  }
  return out;
}

/**
 * The numbers the emulator's E.hwRand gives for a seed (src/emulator/machine.ts, hwRandSource),
 * `n` of them: the interpreter is given the same, so the app seeds its generator alike.
 */
export function hwRandOf(seed, n) {
  let s = seed >>> 0;
  const out = [];
  for (let i = 0; i < n; i++) {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    out.push((z ^ (z >>> 16)) | 0);
  }
  return out;
}
