type Closable = { close(): Promise<void> };
export function isCluster(dir: string): boolean;
export function ensureTemplate(templateDir: string, create: (dir: string) => Promise<Closable>): Promise<void>;
export function copyTemplate(pgDir: string, templateDir: string, create: (dir: string) => Promise<Closable>): Promise<boolean>;
