import type { HomeSectionView } from '@/lib/home/content';
import { paragraphs } from '@/lib/home/content';
import { HomePhoto } from './home-photo';

// The top of the home page: the owner's greeting, heading (the page's <h1>), text and photo.

export function HeroSection({ hero, cta, consult }: { hero: HomeSectionView; cta: string; consult: string }) {
  const section = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';
  return (
    <section
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 text-white"
      data-testid="home-hero"
    >
      <div className={`${section} grid items-center gap-10 py-14 sm:py-20 ${hero.photo ? 'lg:grid-cols-2' : ''}`}>
        <div>
          {hero.kicker.value ? (
            <p lang={hero.kicker.lang} className="text-sm font-semibold tracking-widest text-accent-400 uppercase">
              {hero.kicker.value}
            </p>
          ) : null}
          <h1 lang={hero.title.lang} className="mt-4 max-w-3xl text-4xl leading-tight font-bold tracking-tight sm:text-5xl">
            {hero.title.value}
          </h1>
          {paragraphs(hero.body.value).map((p, i) => (
            <p key={i} lang={hero.body.lang} className="mt-5 max-w-2xl text-lg text-brand-100" data-testid="home-hero-text">
              {p}
            </p>
          ))}
          <div className="mt-8 flex flex-wrap gap-3">
            <a
              href="#product"
              className="inline-flex min-h-12 items-center rounded-lg bg-accent-400 px-6 font-semibold text-brand-900 hover:bg-accent-500"
            >
              {cta}
            </a>
            <a
              href="#contact"
              className="inline-flex min-h-12 items-center rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10"
            >
              {consult}
            </a>
          </div>
        </div>
        {hero.photo ? (
          <HomePhoto
            url={hero.photo.url}
            alt={hero.photo.alt}
            layout="hero"
            priority
            className="aspect-[16/10] w-full rounded-2xl object-cover shadow-2xl ring-1 ring-white/20"
          />
        ) : null}
      </div>
    </section>
  );
}
