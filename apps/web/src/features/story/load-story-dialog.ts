/**
 * The story dialog's code, fetched once. Asked for when the dialog opens, and earlier, as soon as a
 * reader shows they are about to open a story (a finger or pointer on a card, the keyboard on its
 * link): the download then runs while the tap completes.
 */
export const loadStoryDialog = () => import('./story-dialog.tsx');

/** Starts fetching the story dialog's code; a failure here is left for the dialog to report. */
export function warmStoryDialog(): void {
  loadStoryDialog().catch(() => undefined);
}
