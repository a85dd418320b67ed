import { ADMIN } from '../e2e/accounts';
import { expect, test } from '../e2e/fixtures';
import { sleep } from '../scripts/lib/stack.mjs';
import { killSite, logOf, readFolder, seededFolder, spawnSite, startSite } from './site';
import { inquiryCount, serverHolds, startWriters } from './writers';

// A crash (decision 085): the server killed without warning (SIGKILL to its process group) while visitors and
// admins write starts again on the same folder with every write it acknowledged. Each round starts
// the server on the folder the last kill left, checks through it (the admin's CSV exports) that
// every quote request acknowledged so far is there and the product carries its last saved name,
// writes for a random 1–4 s (no-JavaScript form posts, a visitor with JavaScript, an admin saving a
// product) and kills it mid-write. One round first kills a server while it is still starting (in
// PGlite's crash recovery or the start-up work). After the last kill the folder is opened with the
// repository's openDatabase directly, then by a server once more, whose inbox lists every inquiry.
// DURABILITY_ROUNDS (default 5) for a longer run.

const ROUNDS = Number(process.env.DURABILITY_ROUNDS) || 5;
const ITEM = 3; // a seeded product (lib/start-up/seed/catalog-data.ts)
const KILL_DURING_START = Math.min(3, ROUNDS);

test('SIGKILL during writes, again and again: every acknowledged write is there after each restart', async ({ browser, page }) => {
  test.setTimeout(60_000 + ROUNDS * 45_000);
  const folder = seededFolder('crash');
  const acknowledged: string[] = [];
  const savedNames: string[] = [];
  // The names the product may carry after a kill: the last acknowledged save, or a save in flight.
  let allowedNames: string[] = [];
  const notes: string[] = [];
  const expectName = (name: string | null, where: string) => expect(allowedNames, `the product's name ${where}`).toContain(name);

  for (let round = 1; round <= ROUNDS; round++) {
    if (round === KILL_DURING_START) {
      // Next is listening once it logs "Ready"; the database opens right after (2–4 s here).
      const early = await spawnSite(folder, `round-${round}-killed-while-starting`);
      await expect.poll(() => logOf(early), { timeout: 60_000 }).toContain('Ready in');
      await sleep(Math.random() * 1200);
      await killSite(early);
      notes.push(`a start killed ${logOf(early).includes('database ready') ? 'after' : 'before'} its database was ready`);
    }
    const site = await startSite(folder, `round-${round}`);
    const held = await serverHolds(site.url, ITEM);
    expect(
      acknowledged.filter((r) => !held.references.has(r)),
      `acknowledged before kill ${round - 1}, missing after the restart`,
    ).toEqual([]);
    if (round === 1) allowedNames = [held.itemName!];
    expectName(held.itemName, `after restart ${round - 1}`);

    const writeMs = 1000 + Math.round(Math.random() * 3000);
    const writers = await startWriters(browser, site.url, { itemId: ITEM, label: `r${round}` });
    await sleep(writeMs);
    // No new write starts from here; the ones in flight are cut off by the kill.
    const stopping = writers.stop();
    await killSite(site);
    const done = await stopping;
    acknowledged.push(...done.references);
    savedNames.push(...done.names);
    const last = done.names.at(-1);
    allowedNames = last ? done.attemptedNames.slice(done.attemptedNames.indexOf(last)) : [...allowedNames, ...done.attemptedNames];
    notes.push(
      `round ${round}: healthy ${site.startMs} ms after start; killed after ${writeMs} ms of writes with ${done.references.length} ` +
        `quote requests and ${done.names.length} product saves acknowledged (${done.failed} writes unanswered: in flight at the kill)`,
    );
  }

  // The folder as the last kill left it, opened by the repository's openDatabase (no server).
  const reading = await readFolder(folder, ITEM);
  expect(acknowledged.filter((r) => !reading.references.includes(r))).toEqual([]);
  expect(reading.inquiriesWithoutLines, 'inquiries stored without their lines').toBe(0);
  expectName(reading.itemName, 'in the folder');
  expect(
    savedNames.filter((n) => !reading.revisionNames.includes(n)),
    'acknowledged saves without their revision',
  ).toEqual([]);
  notes.push(`the killed folder opened directly with openDatabase in ${reading.openMs} ms`);

  // A server on it once more: the inbox counts every inquiry of the folder and finds the last one sent.
  const site = await startSite(folder, 'after-the-last-kill');
  try {
    const held = await serverHolds(site.url, ITEM);
    expect(acknowledged.filter((r) => !held.references.has(r))).toEqual([]);
    const login = await page.request.post(`${site.url}/api/auth/login`, { data: { email: ADMIN.email, password: ADMIN.password } });
    expect(login.status()).toBe(200);
    await page.goto(`${site.url}/admin-panel/inquiries`);
    await expect(page.getByTestId('inquiries-count')).toHaveText(inquiryCount(reading.references.length));
    const newest = acknowledged.at(-1);
    if (newest) {
      await page.goto(`${site.url}/admin-panel/inquiries?q=${newest}`);
      await expect(page.getByTestId('inquiry-row').filter({ hasText: newest })).toHaveCount(1);
    }
  } finally {
    await site.process.stop();
  }
  expect(acknowledged.length, 'the writers got answers at all').toBeGreaterThan(0);
  console.log(
    `[durability] ${acknowledged.length} quote requests and ${savedNames.length} product saves acknowledged over ${ROUNDS} kills\n  ${notes.join('\n  ')}`,
  );
});
