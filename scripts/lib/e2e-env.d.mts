// Types of e2e-env.mjs for playwright.config.ts (the harness itself runs under plain Node).
export function prepareE2eEnv(): boolean;
