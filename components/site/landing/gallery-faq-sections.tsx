import type { HomeSectionView } from '@/lib/home/content';
import { HomePhoto } from './home-photo';
import { Paragraphs, SectionHeading, SECTION_WIDTH, Words } from './section-heading';

// The gallery (photos with captions, no script: each is a figure) and the FAQ (open/close by the
// browser's <details>; the same questions go to search engines as FAQPage structured data).

export function GallerySection({ section }: { section: HomeSectionView }) {
  return (
    <section id="gallery" aria-labelledby="gallery-title" className={`${SECTION_WIDTH} scroll-mt-20 py-16`} data-testid="home-gallery">
      <SectionHeading id="gallery-title" section={section} />
      <Paragraphs text={section.body} className="mt-3 max-w-2xl text-slate-700" />
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {section.items.flatMap((photo) =>
          photo.photoUrl
            ? [
                <li key={photo.id}>
                  <figure>
                    <HomePhoto
                      url={photo.photoUrl}
                      alt={photo.title}
                      layout="tile"
                      className="aspect-[4/3] w-full rounded-2xl object-cover shadow-sm"
                    />
                    <figcaption className="mt-2 text-sm text-slate-700">
                      <Words text={photo.title} />
                    </figcaption>
                  </figure>
                </li>,
              ]
            : [],
        )}
      </ul>
    </section>
  );
}

export function FaqSection({ section }: { section: HomeSectionView }) {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 bg-slate-50 py-16">
      <div className={`${SECTION_WIDTH} max-w-4xl`}>
        <SectionHeading id="faq-title" section={section} />
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {section.items.map((f, i) => (
            <details key={f.id} className="group px-6 py-4" open={i === 0}>
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <span lang={f.title.lang}>{f.title.value}</span>
                <span className="text-brand-700 transition-transform group-open:rotate-45" aria-hidden="true">
                  +
                </span>
              </summary>
              <Paragraphs text={f.body} className="mt-3 text-slate-700" />
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
