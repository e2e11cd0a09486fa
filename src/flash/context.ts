/** What every part of flash.sh is handed: its streams, the command line, the board, the engine, the connection. */
import type { BoardProfile } from "../boards/profile";
import type { Engine } from "../desktop/load-engine";
import type { Options } from "./options";
import type { HiddenInput } from "./password";

export interface FlashIo {
  out(text: string): void;
  err(text: string): void;
  /** the environment (SIFNI_LOCK_CODE); none when left out */
  env?: { [name: string]: string | undefined };
  /** the terminal --ask-password reads from */
  stdin?: HiddenInput;
}

export interface FlashContext {
  root: string;
  io: FlashIo;
  o: Options;
  board: BoardProfile;
  /** the shipped engine (dist/engine.js): the checks the device runs */
  E: Engine;
  port: string;
  /** the GM lock's code, when given */
  password?: string;
  /** this run's private folder for scripts (removed when flash.sh ends) */
  dir: string;
  /** the longest a connection may take */
  timeoutMs: number;
}
