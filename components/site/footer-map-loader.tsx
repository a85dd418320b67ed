'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * The interactive map (Google's embed) behind a button: until the visitor asks for it the footer
 * shows the site's own locator image (`children`), so a page load makes no request to Google, sets
 * no cookie of theirs and costs no frame. After the click the frame takes the image's place and
 * receives focus (the button it replaces is gone).
 */
export function FooterMapLoader({ src, title, label, children }: { src: string; title: string; label: string; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <div className="footer-map">
      {shown ? (
        <iframe ref={frame} src={src} title={title} className="size-full border-0" referrerPolicy="no-referrer-when-downgrade" />
      ) : (
        <>
          {children}
          <button type="button" onClick={() => setShown(true)} className="map-show">
            {label}
          </button>
        </>
      )}
    </div>
  );
}
