import { Link, useLocation } from 'react-router';
import { useLocale } from '../lib/i18n.ts';
import { useAppConfig } from './app-config.ts';

const FOOTER_CATEGORIES = ['world', 'politics', 'science', 'environment'] as const;

/** Footer: tagline, category links, company links, copyright (reading-experience §2). */
export function Footer() {
  const { t } = useLocale();
  // The server's CONTACT_EMAIL (GET /api/config), never an address written into the app.
  const contact = useAppConfig().contact.general;
  const here = useLocation();
  const link = 'rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <footer className="mt-12 border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold">{t('app.name')}</p>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.categoriesLabel')}>
          <h2 className="text-sm font-semibold">{t('footer.categories')}</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-300">
            {FOOTER_CATEGORIES.map((category) => (
              <li key={category}>
                <Link to={`/${category}`} className={link}>
                  {t(`categories.${category}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.companyLabel')}>
          <h2 className="text-sm font-semibold">{t('footer.company')}</h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-600 dark:text-slate-300">
            <li>
              <Link to="/about" state={{ background: here.pathname }} className={link}>
                {t('footer.about')}
              </Link>
            </li>
            <li>
              <a href={`mailto:${contact}`} className={link}>
                {t('footer.contact')}
              </a>
            </li>
            <li>
              <Link to="/privacy" state={{ background: here.pathname }} className={link}>
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link to="/terms" state={{ background: here.pathname }} className={link}>
                {t('footer.terms')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {t('footer.copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
