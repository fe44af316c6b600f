import { useTranslation } from 'react-i18next';
import { useNews } from './get-news.ts';
import { StoryCard } from './story-card.tsx';

export function HomePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'nl' ? 'nl-NL' : 'en-US';
  const news = useNews({ category: 'all', page: 1, lang });

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-6">
      {news.isPending && <p role="status">{t('feed.loading')}</p>}
      {news.isError && <p role="alert">{t('errors.failedToLoadArticles')}</p>}
      {news.data && news.data.data.length === 0 && <p>{t('feed.empty')}</p>}
      {news.data && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('feed.storiesLabel')}>
          {news.data.data.map((article) => (
            <li key={article.id}>
              <StoryCard article={article} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
