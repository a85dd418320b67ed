'use client';

import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { MobileMenuData } from './mobile-menu-panel';

// The dialog's code (focus trap, scroll lock) and the menu's content are fetched on the first
// open, not with every page; the content is built from `data` there, so the page's RSC data
// carries a few strings instead of the rendered menu.
// React.lazy (mounted after a click only, no SSR): next/dynamic's loader would cost every page ~1.6 kB.
const MobileMenuDialog = lazy(() => import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuDialog })));

/** The menu button of small screens; the menu itself is components/site/mobile-menu-panel.tsx. */
export function MobileMenu({
  openLabel,
  closeLabel,
  title,
  data,
}: {
  openLabel: string;
  closeLabel: string;
  title: ReactNode;
  data: MobileMenuData;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        // Its class list and its three lines are in app/globals.css (.menu-toggle): this component is
        // in every public page's script, where an inline SVG cost ~0.1 KiB gzipped.
        className="menu-toggle"
      />
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDialog
            open={open}
            onClose={() => setOpen(false)}
            openLabel={openLabel}
            closeLabel={closeLabel}
            title={title}
            data={data}
          />
        </Suspense>
      )}
    </>
  );
}
