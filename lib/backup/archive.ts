import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import * as tar from 'tar-stream';
import { isSafeEntryPath, MANIFEST_ENTRY, manifestSchema, type ArchiveEntry, type Manifest } from './manifest';

// The backup archive (docs/decisions/085-backups-restore-and-the-data-folder-lock.md): a gzipped
// tar that `tar tzf` lists, holding
//   database/<table>.jsonl   one JSON object per row (embedded database only)
//   files/<bucket>/<path>    every stored photo
//   manifest.json            LAST: what the archive holds, each entry's size and SHA-256
// The manifest comes last so that one pass writes the archive; a reader hashes every entry as it
// streams by and compares at the end, so nothing is trusted (or written) before the whole archive
// has been read and matched.

export type ArchiveWriter = {
  /** Adds a file from disk under `name`; returns its manifest entry. */
  addFile(name: string, file: string): Promise<ArchiveEntry>;
  /** Adds bytes under `name`. */
  addBytes(name: string, body: Uint8Array): Promise<ArchiveEntry>;
  /** Writes the manifest last and ends the gzip stream; resolves when everything is flushed. */
  finish(manifest: Manifest): Promise<void>;
  /** Stops: the output is incomplete (the caller removes it). */
  abort(error: Error): void;
};

/** Streams a new archive into `out` (a file or a socket). */
export function createArchiveWriter(out: NodeJS.WritableStream): ArchiveWriter {
  const pack = tar.pack();
  const done = pipeline(pack, createGzip({ level: 6 }), out);
  // Entries go one after another (tar is sequential): each add waits for the one before.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn);
    queue = next.catch(() => undefined);
    return next;
  };
  const mtime = new Date();
  const addBytes = (name: string, body: Uint8Array) =>
    serial(
      () =>
        new Promise<ArchiveEntry>((resolve, reject) => {
          if (!isSafeEntryPath(name)) return reject(new Error(`unsafe archive path ${name}`));
          pack.entry({ name, size: body.length, mode: 0o644, mtime }, body, (error) =>
            error ? reject(error) : resolve({ path: name, bytes: body.length, sha256: sha256(body) }),
          );
        }),
    );
  const addFile = (name: string, file: string) =>
    serial(async () => {
      if (!isSafeEntryPath(name)) throw new Error(`unsafe archive path ${name}`);
      const { size } = await fs.promises.stat(/*turbopackIgnore: true*/ file);
      const hash = createHash('sha256');
      const sink = pack.entry({ name, size, mode: 0o644, mtime });
      const source = fs.createReadStream(/*turbopackIgnore: true*/ file);
      source.on('data', (chunk) => hash.update(chunk));
      await pipeline(source, sink);
      return { path: name, bytes: size, sha256: hash.digest('hex') };
    });
  return {
    addFile,
    addBytes,
    async finish(manifest) {
      await addBytes(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2) + '\n'));
      await queue;
      pack.finalize();
      await done;
    },
    abort(error) {
      pack.destroy(error);
    },
  };
}

export const sha256 = (body: Uint8Array) => createHash('sha256').update(body).digest('hex');

export type ArchiveProblem =
  | { kind: 'unreadable'; detail: string }
  | { kind: 'noManifest' }
  | { kind: 'badManifest'; detail: string }
  | { kind: 'unexpectedEntry'; path: string }
  | { kind: 'missingEntry'; path: string }
  | { kind: 'checksum'; path: string };

export class ArchiveError extends Error {
  constructor(readonly problem: ArchiveProblem) {
    super(describeProblem(problem));
  }
}

export function describeProblem(p: ArchiveProblem): string {
  switch (p.kind) {
    case 'unreadable':
      return `the archive cannot be read (${p.detail}): it is damaged or not a backup of this site`;
    case 'noManifest':
      return 'the archive has no manifest.json: it is incomplete or not a backup of this site';
    case 'badManifest':
      return `the archive's manifest.json is not valid (${p.detail})`;
    case 'unexpectedEntry':
      return `the archive holds ${p.path}, which its manifest does not list`;
    case 'missingEntry':
      return `the manifest lists ${p.path}, which the archive does not hold`;
    case 'checksum':
      return `${p.path} does not match its SHA-256 in the manifest: the archive is damaged`;
  }
}

class VisitFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('visit failed');
  }
}

type Visit = (name: string, body: AsyncIterable<Buffer>) => Promise<void>;

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/**
 * Reads the whole archive, hashing every member, and checks it against its manifest (present, valid,
 * every listed member there with its size and SHA-256, nothing else). `visit` sees each member
 * (other than the manifest) as it streams by and must read all of it, e.g. to copy it into a staging
 * folder; a caller that writes must discard what it wrote when this throws. Throws ArchiveError.
 */
export async function readArchive(file: string, visit?: Visit): Promise<Manifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  const source = fs.createReadStream(/*turbopackIgnore: true*/ file);
  const extract = tar.extract();
  const feeding = pipeline(source, createGunzip(), extract);
  const reading = (async () => {
    for await (const entry of extract) {
      // An archive repacked by hand (`tar czf x.tar.gz -C folder .`) has folders and './' names: fine.
      const name = entry.header.name.replace(/^\.\//, '').replace(/\/$/, '');
      if (
        entry.header.type === 'directory' &&
        (name === '.' || name === '' || isSafeEntryPath(`${name}/x`) || /^(database|files)$/.test(name))
      ) {
        for await (const chunk of entry) void chunk;
        continue;
      }
      if (entry.header.type !== 'file' || !isSafeEntryPath(name) || seen.has(name))
        throw new ArchiveError({ kind: 'unexpectedEntry', path: name });
      const hash = createHash('sha256');
      let bytes = 0;
      const chunks: Buffer[] = [];
      async function* body(): AsyncIterable<Buffer> {
        for await (const data of entry) {
          const chunk = data as Buffer;
          hash.update(chunk);
          bytes += chunk.length;
          if (name === MANIFEST_ENTRY) {
            if (bytes > MAX_MANIFEST_BYTES) throw new ArchiveError({ kind: 'badManifest', detail: 'larger than 64 MB' });
            chunks.push(chunk);
          }
          yield chunk;
        }
      }
      if (name !== MANIFEST_ENTRY && visit) {
        try {
          await visit(name, body());
        } catch (error) {
          // The visitor's own failure (e.g. a full disk while copying) is not the archive's.
          throw error instanceof ArchiveError ? error : new VisitFailure(error);
        }
      } else for await (const chunk of body()) void chunk;
      seen.set(name, { bytes, sha256: hash.digest('hex') });
      if (name === MANIFEST_ENTRY) manifestText = Buffer.concat(chunks).toString('utf8');
    }
  })();
  try {
    await Promise.all([feeding, reading]);
  } catch (error) {
    source.destroy();
    await Promise.allSettled([feeding, reading]);
    if (error instanceof ArchiveError) throw error;
    if (error instanceof VisitFailure) throw error.cause;
    throw new ArchiveError({ kind: 'unreadable', detail: (error as Error).message });
  }
  if (manifestText === null) throw new ArchiveError({ kind: 'noManifest' });
  let manifest: Manifest;
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(manifestText));
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    manifest = parsed.data;
  } catch (error) {
    throw new ArchiveError({ kind: 'badManifest', detail: (error as Error).message });
  }
  const listed = [...(manifest.database.kind === 'embedded' ? manifest.database.tables : []), ...manifest.storage.files];
  const listedNames = new Set(listed.map((e) => e.path));
  for (const name of seen.keys()) {
    if (name !== MANIFEST_ENTRY && !listedNames.has(name)) throw new ArchiveError({ kind: 'unexpectedEntry', path: name });
  }
  for (const entry of listed) {
    const got = seen.get(entry.path);
    if (!got) throw new ArchiveError({ kind: 'missingEntry', path: entry.path });
    if (got.bytes !== entry.bytes || got.sha256 !== entry.sha256) throw new ArchiveError({ kind: 'checksum', path: entry.path });
  }
  return manifest;
}
