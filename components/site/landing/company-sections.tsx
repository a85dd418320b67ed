import type { HomeSectionView } from '@/lib/home/content';
import { HomePhoto } from './home-photo';
import { H2, Paragraphs, SectionHeading, SECTION_WIDTH, Words } from './section-heading';

// Why brands choose us, About us (the header's #about), and the factory with its capacity figures.

export function BenefitsSection({ section }: { section: HomeSectionView }) {
  return (
    <section id="benefits" aria-labelledby="benefits-title" className={`${SECTION_WIDTH} py-16`}>
      <SectionHeading id="benefits-title" section={section} />
      <ul className="mt-8 grid gap-5 md:grid-cols-3">
        {section.items.map((b, i) => (
          <li key={b.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <span className="grid size-10 place-items-center rounded-full bg-brand-50 font-bold text-brand-700" aria-hidden="true">
              {i + 1}
            </span>
            <Words text={b.title} as="h3" className="mt-4 text-lg font-semibold text-slate-900" />
            <Paragraphs text={b.body} className="mt-2 text-slate-700" />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutSection({ section }: { section: HomeSectionView }) {
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-20 bg-brand-50 py-16">
      <div className={`${SECTION_WIDTH} grid gap-10 lg:grid-cols-2`}>
        <div>
          <SectionHeading id="about-title" section={section} />
          <Paragraphs text={section.body} className="mt-5 text-lg text-slate-700" />
          {section.photo ? (
            <HomePhoto
              url={section.photo.url}
              alt={section.photo.alt}
              layout="wide"
              className="mt-8 aspect-[16/10] w-full rounded-2xl object-cover"
            />
          ) : null}
        </div>
        {section.items.length > 0 ? (
          <dl className="grid content-start gap-4 sm:grid-cols-2">
            {section.items.map((item) => (
              <div key={item.id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
                <dt lang={item.title.lang} className="font-semibold text-brand-700">
                  {item.title.value}
                </dt>
                <dd lang={item.body.lang} className="mt-2 text-sm leading-relaxed text-slate-700">
                  {item.body.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}

export function FactorySection({ section }: { section: HomeSectionView }) {
  return (
    <section id="factory" aria-labelledby="factory-title" className="scroll-mt-20 bg-slate-900 py-16 text-white" data-testid="home-factory">
      <div className={`${SECTION_WIDTH} grid items-center gap-10 ${section.photo ? 'lg:grid-cols-2' : ''}`}>
        {section.photo ? (
          <HomePhoto
            url={section.photo.url}
            alt={section.photo.alt}
            layout="wide"
            className="aspect-[16/10] w-full rounded-2xl object-cover shadow-xl"
          />
        ) : null}
        <div>
          <h2 id="factory-title" lang={section.title.lang} className={`${H2} text-white`}>
            {section.title.value}
          </h2>
          <Paragraphs text={section.body} className="mt-5 text-lg text-slate-200" />
          {section.items.length > 0 ? (
            <ul className="mt-8 grid grid-cols-2 gap-4">
              {section.items.map((figure) => (
                <li key={figure.id} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/15">
                  <Words text={figure.title} as="p" className="text-3xl font-bold text-accent-400 tabular-nums" />
                  <Words text={figure.detail} as="p" className="mt-1 text-sm text-slate-200" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}
