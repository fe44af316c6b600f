/**
 * Whether an Escape was pressed inside another dialog than `content`: one opened over it (Share
 * over a story, the slideshow over a story) that has focus but whose Radix layer has not yet taken
 * the Escape key from this one, which Radix hands over a render or two after the new dialog's focus
 * moved in. Pass as `onEscapeKeyDown` and prevent the default then: that Escape is not this dialog's
 * to close, and closing it would close the story under the dialog the reader is in.
 */
export function escapeInAnotherDialog(event: KeyboardEvent, content: Element | null): boolean {
  const target = event.target;
  if (!content || !(target instanceof Element)) return false;
  const dialog = target.closest('[role="dialog"]');
  return dialog !== null && dialog !== content && !content.contains(dialog);
}
