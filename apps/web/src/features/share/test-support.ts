/** Shared by the share dialogs' tests. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** A clipboard that records what was copied (jsdom has none). */
export function stubClipboard(): ReturnType<typeof vi.fn> {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** A message shows as a toast and, because Radix hides the page outside a dialog, inside the dialog too. */
export async function saidInDialogAndToast(message: string) {
  await waitFor(() => expect(within(screen.getByRole('dialog')).getByText(message)).toBeTruthy());
  expect(screen.getAllByText(message).length).toBeGreaterThan(1);
}
