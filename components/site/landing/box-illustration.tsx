/** Decorative isometric packaging drawing (no photo needed on the statically built home). */
export function BoxIllustration({
  variant = 'hardbox',
  className = '',
}: {
  variant?: 'hardbox' | 'softbox' | 'paperBag';
  className?: string;
}) {
  if (variant === 'paperBag') {
    return (
      <svg viewBox="0 0 200 200" className={className} aria-hidden="true">
        <path d="M60 40q40-40 80 0" fill="none" stroke="#0f3d3e" strokeWidth="6" />
        <path d="M40 60h120l-8 120H48z" fill="#e0a92b" />
        <path d="M40 60h120l-6 20H46z" fill="#f2c14e" />
      </svg>
    );
  }
  const [top, left, right] = variant === 'softbox' ? ['#acd6d1', '#1f7a73', '#17645e'] : ['#f2c14e', '#e0a92b', '#b8861d'];
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true">
      <path d="M100 30 170 62 100 94 30 62Z" fill={top} />
      <path d="M30 62v78l70 32V94Z" fill={left} />
      <path d="M170 62v78l-70 32V94Z" fill={right} />
      {variant === 'hardbox' && <path d="M30 62 100 94 170 62" fill="none" stroke="#fff" strokeOpacity=".5" strokeWidth="3" />}
    </svg>
  );
}
