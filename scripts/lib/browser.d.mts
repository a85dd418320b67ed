// Types of browser.mjs for playwright.config.ts (the harness itself runs under plain Node).
export const HEADLESS_SHELL: string;
export const CHROMIUM_HELP: string;
export function findChromium(options?: { full?: boolean }, exists?: (path: string) => boolean): string | null;
