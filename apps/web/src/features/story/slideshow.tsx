/**
 * The fullscreen image slideshow (reading-experience §2): arrows and arrow keys wrap around, a
 * horizontal swipe changes image, Escape closes, the overlay can go fullscreen, and images that
 * failed in the last 24 hours are skipped, with a default image when all of them failed.
 */

import type { SlideImage } from '@tidings/core/schemas/article';
import { ChevronLeft, ChevronRight, ExternalLink, Maximize, Minimize, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { escapeInAnotherDialog } from '../../components/ui/escape-in-another-dialog.ts';
import { useReturnFocus } from '../../components/ui/use-return-focus.ts';
import { DEFAULT_SLIDE_URL, type FailedImage, readFailures, recordFailure, slidesToShow } from './failed-images.ts';

/** reading-experience §2 Fullscreen image slideshow: a horizontal swipe over 50 px changes image */
const SWIPE_THRESHOLD_PX = 50;

export interface SlideshowProps {
  images: SlideImage[];
  /** Index in `images` of the image to show first. */
  startIndex?: number;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export default function Slideshow({ images, startIndex = 0, open, onOpenChange }: SlideshowProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-60 bg-black/95" />
        {/* Mounted only while open, so every opening starts fresh at startIndex. */}
        <SlideshowContent images={images} startIndex={startIndex} onCloseAutoFocus={returnFocus} />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const wrap = (index: number, length: number) => ((index % length) + length) % length;

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

interface SlideshowContentProps {
  images: SlideImage[];
  startIndex: number;
  /** Gives focus back to the button that opened the slideshow (it has no Radix trigger). */
  onCloseAutoFocus(event: Event): void;
}

function SlideshowContent({ images, startIndex, onCloseAutoFocus }: SlideshowContentProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLDivElement>(null);
  const swipeStartX = useRef<number | null>(null);
  const [openedAt] = useState(Date.now);
  const [failures, setFailures] = useState<FailedImage[]>(readFailures);
  const slides = slidesToShow(images, failures, openedAt);
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      slides.findIndex((slide) => slide.id === images[startIndex]?.id),
    ),
  );
  const current = wrap(index, slides.length);
  // slidesToShow never returns an empty list: the default image stands in when all failed.
  const slide = slides[current] as SlideImage;
  const isFullscreen = useFullscreen(contentRef);

  const go = (step: 1 | -1) => setIndex(wrap(current + step, slides.length));

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      go(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  function onPointerUp(event: PointerEvent) {
    const startX = swipeStartX.current;
    swipeStartX.current = null;
    if (startX === null) return;
    const distance = event.clientX - startX;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) go(distance < 0 ? 1 : -1);
  }

  function onImageError() {
    // A missing default image must not be remembered, or nothing would be left to show.
    if (slide.url !== DEFAULT_SLIDE_URL) setFailures(recordFailure(slide.url));
  }

  return (
    <RadixDialog.Content
      ref={contentRef}
      aria-describedby={undefined}
      onKeyDown={onKeyDown}
      onCloseAutoFocus={onCloseAutoFocus}
      onEscapeKeyDown={(event) => {
        if (escapeInAnotherDialog(event, contentRef.current)) event.preventDefault();
      }}
      className="fixed inset-0 z-70 flex flex-col bg-black text-white outline-none"
    >
      <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
        <RadixDialog.Title className="sr-only">{slide.storyTitle || t('slideshow.title')}</RadixDialog.Title>
        <p aria-live="polite" className="text-sm text-white/80 tabular-nums">
          {t('slideshow.position', { current: current + 1, total: slides.length })}
        </p>
        <div className="flex items-center gap-2">
          {isFullscreen !== null && (
            <button
              type="button"
              className={iconButton}
              onClick={() => toggleFullscreen(contentRef.current)}
              aria-label={isFullscreen ? t('slideshow.exitFullscreen') : t('slideshow.enterFullscreen')}
            >
              {isFullscreen ? (
                <Minimize aria-hidden="true" className="size-5" />
              ) : (
                <Maximize aria-hidden="true" className="size-5" />
              )}
            </button>
          )}
          <RadixDialog.Close className={iconButton} aria-label={t('common.close')}>
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
      </div>

      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-16"
        onPointerDown={(event) => {
          swipeStartX.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStartX.current = null;
        }}
      >
        <img
          key={slide.url}
          src={slide.url}
          alt={slide.alt || slide.storyTitle}
          lang={slide.lang}
          width={1600}
          height={900}
          draggable={false}
          onError={onImageError}
          className="max-h-full max-w-full object-contain"
        />
        {slides.length > 1 && (
          <>
            <button
              type="button"
              className={`${iconButton} absolute top-1/2 left-2 -translate-y-1/2 sm:left-4`}
              onClick={() => go(-1)}
              aria-label={t('slideshow.previous')}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </button>
            <button
              type="button"
              className={`${iconButton} absolute top-1/2 right-2 -translate-y-1/2 sm:right-4`}
              onClick={() => go(1)}
              aria-label={t('slideshow.next')}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </button>
          </>
        )}
      </div>

      <SlideCaption slide={slide} />
    </RadixDialog.Content>
  );
}

function SlideCaption({ slide }: { slide: SlideImage }) {
  const { t } = useTranslation();
  if (!slide.alt && !slide.source && !slide.articleUrl) return <div className="h-16" />;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-1 p-4 text-center text-sm sm:pb-6">
      {slide.alt && (
        <p lang={slide.lang} className="text-white/90">
          {slide.alt}
        </p>
      )}
      <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-white/70">
        {slide.source && <span>{slide.source}</span>}
        {slide.articleUrl && (
          <a
            href={slide.articleUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 rounded underline underline-offset-2 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('slideshow.viewArticle')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('storyDetails.opensInNewTab')}</span>
          </a>
        )}
      </p>
    </div>
  );
}

/**
 * Whether `ref`'s element is the fullscreen element; null where the Fullscreen API is unavailable
 * (iPhone Safari, test DOMs), so the toggle is not offered there.
 */
function useFullscreen(ref: { current: HTMLElement | null }): boolean | null {
  const supported = typeof document !== 'undefined' && document.fullscreenEnabled === true;
  const [isFullscreen, setIsFullscreen] = useState(false);
  useEffect(() => {
    if (!supported) return;
    const sync = () =>
      setIsFullscreen(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [supported, ref]);
  return supported ? isFullscreen : null;
}

function toggleFullscreen(element: HTMLElement | null) {
  const request = document.fullscreenElement ? document.exitFullscreen() : element?.requestFullscreen();
  // A refusal (no user gesture, policy) leaves the slideshow as it was; there is nothing to tell the reader.
  request?.catch(() => undefined);
}
