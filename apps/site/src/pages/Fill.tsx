import { useEffect, useRef } from 'react';

/** A bar's filled part; its width is set through the DOM (a style attribute would break the policy). */
export function Fill({ pct, className = 'fill' }: { pct: number; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (ref.current !== null) ref.current.style.width = `${Math.max(0, Math.min(100, pct))}%`;
  }, [pct]);
  return <div ref={ref} className={className} />;
}
