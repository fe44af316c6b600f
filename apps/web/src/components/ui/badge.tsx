import type { ReactNode } from 'react';

/**
 * A comma heard, not seen: between two words that sit apart on screen (by a gap or a pill) but
 * run together in an accessible name ("Daily personalized digestPremium", "CNN Protesters ...").
 */
export function SpokenPause() {
  return <span className="sr-only">, </span>;
}

const tones = {
  premium: 'bg-amber-100 text-amber-950',
  brand: 'bg-brand-700 font-semibold text-white',
} as const;

/** A small pill beside a label ("Premium", "This device"), heard after a pause. */
export function Badge({
  tone,
  className = '',
  children,
  ...rest
}: {
  tone: keyof typeof tones;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <>
      <SpokenPause />
      <span className={`rounded-full px-2 py-0.5 text-xs ${tones[tone]} ${className}`} {...rest}>
        {children}
      </span>
    </>
  );
}
