import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SlideImage } from '@tidings/core/schemas/article';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SLIDE_URL, FAILED_IMAGES_STORAGE_KEY } from './failed-images.ts';
import Slideshow from './slideshow.tsx';

const slide = (n: number): SlideImage => ({
  id: `image-${n}`,
  storyId: 'canal-bridge-reopens',
  url: `/images/politics-${n}.svg`,
  sources: [],
  alt: `Picture ${n}`,
  storyTitle: 'Canal bridge reopens in Amsterdam',
  source: 'Lowlands Courant',
  articleUrl: 'https://example.org/bridge',
});
const images = [slide(1), slide(2), slide(3)];

function renderSlideshow(startIndex = 0, onOpenChange = vi.fn()) {
  render(<Slideshow images={images} startIndex={startIndex} open onOpenChange={onOpenChange} />);
  return onOpenChange;
}

const shownImage = () => screen.getByRole('img');

describe('the image slideshow', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('starts at the chosen image and says where it is with its caption', () => {
    renderSlideshow(1);
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    expect(shownImage().getAttribute('alt')).toBe('Picture 2');
    expect(screen.getByText('Lowlands Courant')).toBeTruthy();
    const link = screen.getByRole('link', { name: /View the original article/ });
    expect(link.getAttribute('href')).toBe('https://example.org/bridge');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('wraps around from the last image to the first with the next arrow', () => {
    renderSlideshow(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
    expect(shownImage().getAttribute('alt')).toBe('Picture 1');
  });

  it('wraps around from the first image to the last with the previous arrow', () => {
    renderSlideshow(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
    expect(shownImage().getAttribute('alt')).toBe('Picture 3');
  });

  it('moves with the left and right arrow keys', () => {
    renderSlideshow(0);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByText('Image 3 of 3')).toBeTruthy();
  });

  it('closes on Escape', () => {
    const onOpenChange = renderSlideshow(0);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('gives focus back to the button that opened it when it closes on Escape', async () => {
    function Story() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open image slideshow
          </button>
          <Slideshow images={images} open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Story />);
    const opener = screen.getByRole('button', { name: 'Open image slideshow' });
    opener.focus();
    fireEvent.click(opener);
    const slideshow = screen.getByRole('dialog');
    expect(slideshow.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('changes image on a horizontal swipe of 60 px, in the direction of the swipe', () => {
    renderSlideshow(0);
    fireEvent.pointerDown(shownImage(), { clientX: 300 });
    fireEvent.pointerUp(shownImage(), { clientX: 240 });
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
    fireEvent.pointerDown(shownImage(), { clientX: 240 });
    fireEvent.pointerUp(shownImage(), { clientX: 300 });
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('keeps the image on a swipe of 30 px', () => {
    renderSlideshow(0);
    fireEvent.pointerDown(shownImage(), { clientX: 300 });
    fireEvent.pointerUp(shownImage(), { clientX: 270 });
    expect(screen.getByText('Image 1 of 3')).toBeTruthy();
  });

  it('skips an image that failed in the last 24 hours', () => {
    localStorage.setItem(FAILED_IMAGES_STORAGE_KEY, JSON.stringify([{ url: slide(2).url, failedAt: Date.now() }]));
    renderSlideshow(0);
    expect(screen.getByText('Image 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(shownImage().getAttribute('alt')).toBe('Picture 3');
  });

  it('remembers an image that fails to load and moves on to the next one', () => {
    renderSlideshow(0);
    fireEvent.error(shownImage());
    expect(screen.getByText('Image 1 of 2')).toBeTruthy();
    expect(shownImage().getAttribute('alt')).toBe('Picture 2');
    expect(localStorage.getItem(FAILED_IMAGES_STORAGE_KEY)).toContain(slide(1).url);
  });

  it('shows the default image when every image failed', () => {
    const failures = images.map((image) => ({ url: image.url, failedAt: Date.now() }));
    localStorage.setItem(FAILED_IMAGES_STORAGE_KEY, JSON.stringify(failures));
    renderSlideshow(0);
    expect(shownImage().getAttribute('src')).toBe(DEFAULT_SLIDE_URL);
    expect(screen.getByText('Image 1 of 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull();
  });
});
