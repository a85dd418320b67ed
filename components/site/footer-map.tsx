'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The embedded map loads only once it is scrolled into view (IntersectionObserver), so it costs
 * nothing on first load.
 */
export function FooterMap({ src, title }: { src: string; title: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setVisible(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={ref} className="aspect-[4/3] w-full overflow-hidden rounded-xl bg-brand-900/40 ring-1 ring-white/10">
      {visible && (
        <iframe src={src} title={title} className="size-full border-0" loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      )}
    </div>
  );
}
