// Types of image-replay.mjs for the unit test of its .dockerignore reader.
export function dockerignore(text: string): ((rel: string) => boolean) & { mayReinclude(rel: string): boolean };
export function contextEntries(contextDir: string): string[];
export function localUser(name: string | null): { name: string; uid: number; gid: number };
export function replayStages(stages: unknown[], options: unknown): Promise<unknown>;
