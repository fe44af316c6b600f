import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { hasFailed, placeholderClass, readFailures, recordFailure, STORY_PLACEHOLDER_URL } from './failed-images.ts';

type CardImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'className'> & {
  src: string;
  /**
   * Keep failures for 24 hours (reading-experience §5), and skip an image that failed within them:
   * the story's own picture. Not a card's, which the server draws and must draw alike.
   */
  remember?: boolean;
  /** Classes of the image's box, kept by the placeholder and the empty box that stand in for it. */
  className: string;
  /** Classes the image has only while it is the story placeholder (dimmed under a card's text). */
  placeholderClassName?: string;
};

/**
 * A card's image that never shows the browser's broken-image icon (reading-experience §5): an image
 * that fails gives its place to the story placeholder, and a placeholder that fails too (offline, or
 * images cut off) to an empty box of the same size. A failure before the app took the page over
 * (the server drew the card) is found on mounting.
 */
export function CardImage({
  src,
  className,
  placeholderClassName = '',
  remember = false,
  alt = '',
  ...rest
}: CardImageProps) {
  const [failed, setFailed] = useState<{ of: string; urls: readonly string[] }>(() => ({
    of: src,
    urls: remember && hasFailed(readFailures(), src, Date.now()) ? [src] : [],
  }));
  const urls = failed.of === src ? failed.urls : [];
  const shown = urls.includes(src) ? STORY_PLACEHOLDER_URL : src;
  const image = useRef<HTMLImageElement>(null);

  const onError = () => {
    if (remember && shown !== STORY_PLACEHOLDER_URL) recordFailure(shown);
    setFailed((before) => {
      const known = before.of === src ? before.urls : [];
      return known.includes(shown) ? before : { of: src, urls: [...known, shown] };
    });
  };

  // Once per image shown (a placeholder put in its place is checked again). Finished with no width
  // is broken, or an SVG with a viewBox alone in Firefox (the placeholder, the sample's art): a
  // second look, from the cache when it loaded, tells them apart.
  // biome-ignore lint/correctness/useExhaustiveDependencies: onError reads the same `shown`.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete || element.naturalWidth > 0 || element.currentSrc === '') return;
    const probe = new Image();
    probe.onerror = onError;
    probe.src = element.currentSrc;
    return () => {
      probe.onerror = null;
    };
  }, [shown]);

  if (urls.includes(STORY_PLACEHOLDER_URL))
    return <div aria-hidden="true" className={`${className} ${placeholderClassName} bg-slate-200 dark:bg-slate-800`} />;
  const placeholder = shown === STORY_PLACEHOLDER_URL;
  return (
    <img
      ref={image}
      src={shown}
      alt={alt}
      onError={onError}
      className={`${className} ${placeholder ? placeholderClassName : ''} ${placeholderClass(shown)}`}
      {...rest}
    />
  );
}
