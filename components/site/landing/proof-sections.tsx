import type { HomeSectionView } from '@/lib/home/content';
import { HomePhoto } from './home-photo';
import { Paragraphs, SectionHeading, SECTION_WIDTH, Words } from './section-heading';

// What vouches for the company: its certifications, its clients and what they say.

export function CertificationsSection({ section }: { section: HomeSectionView }) {
  return (
    <section id="certifications" aria-labelledby="certifications-title" className={`${SECTION_WIDTH} scroll-mt-20 py-16`}>
      <SectionHeading id="certifications-title" section={section} />
      <Paragraphs text={section.body} className="mt-3 max-w-2xl text-slate-700" />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.map((c) => (
          <li key={c.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            {c.photoUrl ? (
              <HomePhoto url={c.photoUrl} alt={null} layout="logo" className="size-16 shrink-0 rounded-lg object-contain" />
            ) : null}
            <div>
              <Words text={c.title} as="h3" className="font-semibold text-slate-900" />
              <Paragraphs text={c.body} className="mt-1 text-sm text-slate-700" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ClientsSection({ section }: { section: HomeSectionView }) {
  return (
    <section id="clients" aria-labelledby="clients-title" className="scroll-mt-20 bg-slate-50 py-16">
      <div className={SECTION_WIDTH}>
        <SectionHeading id="clients-title" section={section} />
        <Paragraphs text={section.body} className="mt-3 max-w-2xl text-slate-700" />
        <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {section.items.map((c) => (
            <li
              key={c.id}
              className="flex min-h-24 items-center justify-center rounded-xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200"
            >
              {c.photoUrl ? (
                <HomePhoto url={c.photoUrl} alt={c.title} layout="logo" className="max-h-14 w-auto object-contain" />
              ) : (
                <Words text={c.title} className="font-semibold text-slate-800" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function TestimonialsSection({ section }: { section: HomeSectionView }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className={`${SECTION_WIDTH} scroll-mt-20 py-16`}>
      <SectionHeading id="testimonials-title" section={section} />
      <ul className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {section.items.map((q) => (
          <li key={q.id}>
            <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <blockquote className="flex-1 text-slate-800">
                <Paragraphs text={q.body} className="mt-2 first:mt-0" />
              </blockquote>
              <figcaption className="mt-4 text-sm">
                <Words text={q.title} className="font-semibold text-slate-900" />
                {q.detail.value ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <Words text={q.detail} className="text-slate-600" />
                  </>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
