import { useLocale } from '../../lib/i18n.ts';

/**
 * What a story asked for by its link is from, when the reader muted every outlet that tells it
 * (decision 0026): said before it is shown, by the dialog and by the page the server draws.
 */
export function MutedSourcesText({ sources }: { sources: readonly string[] }) {
  const { t, locale } = useLocale();
  return (
    <p className="text-base text-slate-700 dark:text-slate-200">
      {t('storyDetails.mutedText', { sources: new Intl.ListFormat(locale, { type: 'conjunction' }).format(sources) })}
    </p>
  );
}
