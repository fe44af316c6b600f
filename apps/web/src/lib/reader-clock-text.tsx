import { type ComponentPropsWithoutRef, type Ref, startTransition, useEffect, useRef, useState } from 'react';

type Props<Tag extends 'time' | 'p'> = { as: Tag; text: string } & Omit<ComponentPropsWithoutRef<Tag>, 'children'>;

/**
 * Text written by a clock and a time zone (a story's age or date, today's date). The server writes
 * it by its own, and React keeps the server's text while it takes the page over; right after, should
 * the reader's clock write it otherwise, it is written again: the server's UTC "16 Oct 2021" is
 * Amsterdam's "17 Oct 2021".
 *
 * Only this element is drawn again, only when its text differs, and as a transition, which yields to
 * the browser. (A `useSyncExternalStore` telling hydration apart would draw every card and the whole
 * header again at once, in one task the reader cannot scroll through.)
 */
export function ReaderClockText<Tag extends 'time' | 'p'>({ as, text, ...props }: Props<Tag>) {
  const ref = useRef<HTMLElement>(null);
  // Counts the times the element is drawn afresh: React does not write a text it thinks is there.
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (ref.current && ref.current.textContent !== text) startTransition(() => setDrawn((count) => count + 1));
  }, [text]);
  const Tag = as as 'p';
  return (
    <Tag
      key={drawn}
      ref={ref as Ref<HTMLParagraphElement>}
      suppressHydrationWarning
      {...(props as ComponentPropsWithoutRef<'p'>)}
    >
      {text}
    </Tag>
  );
}
