/**
 * Brand marks for the footer's social links (decorative: the link carries the name). The shapes
 * are CSS masks in app/globals.css (`social-icon-*`): as inline SVG their paths (~1 KB) were in
 * every page twice, in the markup and in the RSC data.
 */
export function SocialIcon({ network }: { network: 'facebook' | 'instagram' | 'tiktok' }) {
  return <span className={`social-icon social-icon-${network}`} aria-hidden="true" />;
}
