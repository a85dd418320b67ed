import type { HomeState, SectionTranslationRow } from '@/lib/home/home-rows';
import { standardHomeStates } from '@/lib/home/standard-content';
import type { HomeSectionKey } from '@/lib/home/sections';
import { TRANSLATION_LOCALES } from '@/lib/i18n/content-locales';
import type { StoragePort } from '@/lib/storage';
import { SEED_HOME_FACTORY, SEED_HOME_GALLERY, SEED_HOME_HERO } from './home-data';
import type { HomeSceneName } from './home-scenes';
import { forEachLimited, renderHomeScene } from './photos';

// The demo's home page: the standard content (the SPEC's texts, lib/home/standard-content.ts) with
// the demo's hero line and photo, its factory with figures and photo, and its gallery, every
// photo rendered by the seed. Files first (their names are fixed, like the product photos'), then
// the rows in the seed's transaction.

export type HomePhotoJob = { objectPath: string; scene: HomeSceneName };

const path = (name: string) => `home/${name}-seed.jpg`;

export function homePhotoJobs(): HomePhotoJob[] {
  return [
    { objectPath: path('hero-photo'), scene: SEED_HOME_HERO.scene },
    { objectPath: path('factory-photo'), scene: SEED_HOME_FACTORY.scene },
    ...SEED_HOME_GALLERY.map((g, i) => ({ objectPath: path(`gallery-item-${i}`), scene: g.scene })),
  ];
}

/** Renders and uploads; on a failure removes what it wrote and rethrows. Returns the paths written. */
export async function uploadHomePhotos(storage: StoragePort, jobs = homePhotoJobs()): Promise<string[]> {
  const written: string[] = [];
  try {
    await forEachLimited(jobs, 2, async (job) => {
      await storage.upload(job.objectPath, await renderHomeScene(job.scene), 'image/jpeg');
      written.push(job.objectPath);
    });
  } catch (error) {
    await storage.remove(written).catch(() => {});
    throw error;
  }
  return written;
}

type Words = { en: string; id: string; 'zh-CN': string };

/** A translation row for each locale: `fill` gives its words, the source is the English they translate. */
function translations(english: Record<string, string>, fill: (locale: 'id' | 'zh-CN') => Partial<SectionTranslationRow>) {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((l) => [l, { kicker: null, title: null, body: null, photoAlt: null, ...fill(l), source: english }]),
  ) as HomeState['translations'];
}

/** The sections the demo writes differently from the standard content, photos at `url(objectPath)`. */
export function demoHomeStates(url: (objectPath: string) => string): Partial<Record<HomeSectionKey, HomeState>> {
  const standard = standardHomeStates();
  const hero = standard.hero;
  const heroWords = { ...hero.words, body: SEED_HOME_HERO.body.en, photoAlt: SEED_HOME_HERO.photoAlt.en };
  const f = SEED_HOME_FACTORY;
  const factoryWords = { kicker: '', title: f.title.en, body: f.body.en, photoAlt: f.photoAlt.en };
  const galleryWords = { ...standard.gallery.words };
  const itemWords = (title: Words, detail?: Words) => ({
    title: title.en,
    body: '',
    detail: detail?.en ?? '',
    photoUrl: null as string | null,
    translations: Object.fromEntries(
      TRANSLATION_LOCALES.map((l) => [
        l,
        { title: title[l], body: null, detail: detail?.[l] ?? null, source: { title: title.en, body: '', detail: detail?.en ?? '' } },
      ]),
    ),
  });
  return {
    hero: {
      words: heroWords,
      photoUrl: url(path('hero-photo')),
      items: [],
      translations: translations(heroWords, (l) => ({
        kicker: hero.translations?.[l]?.kicker ?? null,
        title: hero.translations?.[l]?.title ?? null,
        body: SEED_HOME_HERO.body[l],
        photoAlt: SEED_HOME_HERO.photoAlt[l],
      })),
    },
    factory: {
      words: factoryWords,
      photoUrl: url(path('factory-photo')),
      items: f.figures.map((fig) => itemWords(fig.title, fig.detail)),
      translations: translations(factoryWords, (l) => ({ title: f.title[l], body: f.body[l], photoAlt: f.photoAlt[l] })),
    },
    gallery: {
      ...standard.gallery,
      words: galleryWords,
      items: SEED_HOME_GALLERY.map((g, i) => ({ ...itemWords(g.caption), photoUrl: url(path(`gallery-item-${i}`)) })),
    },
  };
}
