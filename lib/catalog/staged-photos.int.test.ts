import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@/tests/db';
import { uploadFixture } from '@/tests/staged-photos';
import { processPhoto, type ProcessedPhoto } from './photos';
import {
  discardStagedPhotos,
  loadStagedPhoto,
  MAX_STAGED_PER_USER,
  stagePhoto,
  STAGED_PHOTO_TTL_MS,
  type StagedOwner,
} from './staged-photos';

// The staged photos on both engines (PGlite and PostgreSQL, whose drivers hand bytea back
// differently): a token opens only its own administrator's photo for its own purpose, for a day;
// the bytes come back exactly; a used token is gone; nobody's waiting photos grow without bound.

let t: TestDatabase;
let photo: ProcessedPhoto;
const anna: StagedOwner = { userId: 'anna', purpose: 'catalogue' };
const budi: StagedOwner = { userId: 'budi', purpose: 'catalogue' };

beforeAll(async () => {
  t = await createTestDatabase();
  const processed = await processPhoto(uploadFixture('photo-a.jpg'));
  if (!processed.ok) throw new Error('fixture refused');
  photo = processed.photo;
});
afterAll(async () => t?.cleanup());

const staged = async () => Number((await t.handle.runner.query<{ n: number }>('select count(*)::int as n from staged_photos'))[0]?.n);

describe('staged photos', () => {
  it('gives the same bytes back to their administrator, for their purpose only', async () => {
    const token = await stagePhoto(anna, photo, 'a.jpg');
    const back = await loadStagedPhoto(anna, token);
    expect(back?.fileName).toBe('a.jpg');
    expect([back?.photo.width, back?.photo.height, back?.photo.contentType]).toEqual([photo.width, photo.height, 'image/jpeg']);
    expect(Buffer.from(back!.photo.bytes).equals(Buffer.from(photo.bytes))).toBe(true);
    expect(back!.photo.bytes).toBeInstanceOf(Uint8Array);

    expect(await loadStagedPhoto(budi, token)).toBeNull();
    expect(await loadStagedPhoto({ userId: 'anna', purpose: 'home' }, token)).toBeNull();
    expect(await loadStagedPhoto(anna, 'not-a-token')).toBeNull();
    expect(await loadStagedPhoto(anna, crypto.randomUUID())).toBeNull();
  });

  it('a used token is dropped (only by its administrator); a day-old one is gone and swept by the next upload', async () => {
    const token = await stagePhoto(anna, photo, 'a.jpg');
    await discardStagedPhotos(budi, [token]);
    expect(await loadStagedPhoto(anna, token)).not.toBeNull();
    await discardStagedPhotos(anna, [token, 'junk']);
    expect(await loadStagedPhoto(anna, token)).toBeNull();

    const now = Date.now();
    const old = await stagePhoto(budi, photo, 'old.jpg', now - STAGED_PHOTO_TTL_MS - 1000);
    const fresh = await stagePhoto(budi, photo, 'fresh.jpg', now - STAGED_PHOTO_TTL_MS + 60_000);
    expect(await loadStagedPhoto(budi, old, now)).toBeNull();
    expect(await loadStagedPhoto(budi, fresh, now)).not.toBeNull();
    const before = await staged();
    await stagePhoto(anna, photo, 'next.jpg', now);
    expect(await staged()).toBe(before); // one in, the expired one out
    expect((await t.handle.runner.query(`select 1 from staged_photos where token = '${old}'`)).length).toBe(0);
  });

  it(`keeps at most ${MAX_STAGED_PER_USER} waiting photos per administrator, dropping the oldest`, async () => {
    const cara: StagedOwner = { userId: 'cara', purpose: 'home' };
    const now = Date.now();
    const tokens: string[] = [];
    for (let i = 0; i < MAX_STAGED_PER_USER + 2; i++) tokens.push(await stagePhoto(cara, photo, `p${i}.jpg`, now - 1000 * (200 - i)));
    const rows = await t.handle.runner.query<{ n: number }>(`select count(*)::int as n from staged_photos where user_id = 'cara'`);
    expect(Number(rows[0]?.n)).toBe(MAX_STAGED_PER_USER);
    expect(await loadStagedPhoto(cara, tokens[0]!)).toBeNull();
    expect(await loadStagedPhoto(cara, tokens[1]!)).toBeNull();
    expect(await loadStagedPhoto(cara, tokens[2]!)).not.toBeNull();
    expect(await loadStagedPhoto(cara, tokens.at(-1)!)).not.toBeNull();
    // Another administrator's photos are not touched by cara's limit.
    expect(
      await loadStagedPhoto(
        anna,
        (await t.handle.runner.query<{ token: string }>(`select token from staged_photos where user_id = 'anna'`))[0]!.token,
      ),
    ).not.toBeNull();
  });
});
