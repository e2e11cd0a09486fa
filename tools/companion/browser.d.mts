import type { Browser } from "playwright-core";
import type { ViteDevServer } from "vite";
export declare const CHROMIUM: string;
export declare function startServer(): Promise<{ server: ViteDevServer; url: string }>;
export declare function launchBrowser(): Promise<Browser>;
