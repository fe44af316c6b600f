/**
 * About, Privacy Policy and Terms of Service (reading-experience §2 Static dialogs). The app
 * opens them for /about, /privacy and /terms and restores the previous path on close.
 */

import { useAppConfig } from '../../app/app-config.ts';
import { CloseFooter, Dialog } from '../../components/ui/dialog.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { usePreloadedConfig } from '../../lib/preload.tsx';

export type StaticPage = 'about' | 'privacy' | 'terms';

/** A contact address in the text. */
const LINK =
  'mt-1 inline-block font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-cyan-300';

/** Each page's sections in reading order; their text is `staticPages.{page}.sections.{section}`. */
const SECTIONS: Record<StaticPage, readonly string[]> = {
  about: ['what', 'sources', 'ranking', 'languages', 'briefing', 'accessibility'],
  privacy: ['keep', 'dontDo', 'deletion', 'responses', 'contact'],
  terms: ['age', 'fairUse', 'premium', 'content', 'changes'],
};

export interface StaticPageDialogProps {
  page: StaticPage;
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Where privacy and legal questions go (the Privacy Policy's contact section): the server's
   * PRIVACY_EMAIL. Unset, the one in the configuration the page embeds; with neither, no link.
   */
  privacyEmail?: string | undefined;
}

export default function StaticPageDialog({ page, open, onOpenChange, privacyEmail }: StaticPageDialogProps) {
  const { t } = useLocale();
  const embedded = usePreloadedConfig();
  const contact = privacyEmail ?? embedded?.contact.privacy;
  // An edition without briefings (one of real feeds) has no briefing to tell of.
  const briefings = useAppConfig().briefings;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`staticPages.${page}.title`)}
      size="lg"
      footer={<CloseFooter onClose={() => onOpenChange(false)} />}
    >
      <div className="flex flex-col gap-5 text-sm leading-relaxed text-slate-700 dark:text-slate-300">
        {SECTIONS[page]
          .filter((section) => briefings || section !== 'briefing')
          .map((section) => {
            const key = `staticPages.${page}.sections.${section}`;
            return (
              <section key={section}>
                <h3 className="mb-1 text-base font-semibold text-slate-900 dark:text-slate-100">
                  {t(`${key}.heading`)}
                </h3>
                <p>{t(`${key}.body`)}</p>
                {page === 'about' && section === 'accessibility' && <AccessibilityStatement />}
                {page === 'privacy' && section === 'contact' && contact && (
                  <a href={`mailto:${contact}`} className={LINK}>
                    {contact}
                  </a>
                )}
              </section>
            );
          })}
      </div>
    </Dialog>
  );
}

/**
 * The rest of the accessibility statement (issue #19): what we test, and where to report a barrier,
 * the server's CONTACT_EMAIL (GET /api/config), as in the footer.
 */
function AccessibilityStatement() {
  const { t } = useLocale();
  const contact = useAppConfig().contact.general;
  const key = 'staticPages.about.sections.accessibility';
  return (
    <>
      <p className="mt-2">{t(`${key}.tests`)}</p>
      <p className="mt-2">{t(`${key}.report`)}</p>
      <a href={`mailto:${contact}`} className={LINK}>
        {contact}
      </a>
    </>
  );
}
