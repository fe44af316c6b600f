/**
 * The look of our dialogs, shared by Dialog (on Radix, loaded on demand) and the placeholder shown
 * while a dialog's code is still on its way, so the one gives way to the other without a jump.
 */
export const DIALOG_OVERLAY_CLASS = 'fixed inset-0 z-40 bg-slate-950/60 backdrop-blur-sm';

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;
export type DialogSize = keyof typeof widths;

/**
 * The panel: a sheet from the bottom on a phone, centred from `sm` up. On a screen too short to keep
 * its header and footer standing beside its content (a phone turned, a browser zoomed to 200 % or
 * more: 30 rem is 480 CSS pixels) the whole panel scrolls, header and footer with it: kept standing,
 * they left a band of a line or two for the content, and put a dialog's buttons below the screen.
 */
export const dialogPanelClass = (size: DialogSize) =>
  `fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92vh] w-full flex-col overflow-hidden [@media(max-height:30rem)]:overflow-y-auto rounded-t-2xl bg-white text-slate-900 shadow-xl outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl forced-colors:border forced-colors:border-[CanvasText] dark:bg-slate-900 dark:text-slate-100 ${widths[size]}`;

/** The panel's header row (title and close button) and its body. */
export const DIALOG_HEADER_CLASS =
  'flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 dark:border-slate-800';
export const DIALOG_BODY_CLASS = 'overflow-y-auto [@media(max-height:30rem)]:overflow-visible px-5 py-4';

/** The header's close button (or, in a server-drawn story, its close link). */
export const DIALOG_CLOSE_CLASS =
  '-m-2 ml-auto rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 dark:hover:text-white';
