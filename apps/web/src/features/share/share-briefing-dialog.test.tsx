import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ShareBriefingDialog from './share-briefing-dialog.tsx';
import { saidInDialogAndToast, stubClipboard } from './test-support.ts';

let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  writeText = stubClipboard();
});

afterEach(() => {
  toast.dismiss();
  cleanup();
});

function renderDialog() {
  render(
    <>
      <Toaster />
      <ShareBriefingDialog
        podcastIdentifier="global-edition"
        title="Global Edition, 20 November"
        description="International affairs, technology, and world events"
        open
        onOpenChange={vi.fn()}
      />
    </>,
  );
}

describe('the briefing share dialog', () => {
  it('is titled Share Daily Briefing and links to the briefing on this origin', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Share Daily Briefing' })).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Link to share' }) as HTMLInputElement;
    expect(field.value).toBe(`${window.location.origin}/daily_overviews/global-edition`);
    expect(screen.getByText('Global Edition, 20 November')).toBeTruthy();
  });

  it('copies the link and says "Podcast link copied to clipboard"', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/daily_overviews/global-edition`);
    await saidInDialogAndToast('Podcast link copied to clipboard');
  });

  it('says "Failed to copy link" when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await saidInDialogAndToast('Failed to copy link');
  });
});
