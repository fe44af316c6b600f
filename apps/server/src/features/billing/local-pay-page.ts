/**
 * The `local` payment provider's own page (it plays Stripe Checkout and the customer portal):
 * the reader enters a test card, the provider keeps it, and the reader goes back to Tidings.
 * Reached from a link the server signed for one reader and one purpose, valid 30 minutes;
 * the link is the page's only credential, so it works without the reader's tokens.
 */
import formBody from '@fastify/formbody';
import {
  formatMoney,
  isDutch,
  isPlanId,
  PLAN_INTERVALS,
  PLAN_PRICES_CENTS,
  type PlanId,
  type PlanInterval,
} from '@tidings/core/plans/catalogue';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { escapeHtml } from '../../lib/escape-html.ts';
import { sendServerPage } from '../../lib/server-page.ts';
import { mailLocale } from '../mail/templates/languages.ts';
import { checkTestCard, saveLocalCard } from './local-provider.ts';
import type { PaymentPagePurpose } from './provider.ts';
import type { Billing } from './service.ts';

export const LOCAL_PAY_PATH = '/billing/local-pay';
const LINK_LIFETIME_SECONDS = 30 * 60;
const AUDIENCE = 'tidings:local-pay';

type Lang = 'en' | 'nl';

const texts = {
  en: {
    title: 'Payment method – Tidings test payments',
    heading: 'Enter a card',
    subscribeHeading: (price: string, interval: PlanInterval) => `Subscribe to Tidings Premium: ${price} a ${interval}`,
    renews: (interval: PlanInterval) =>
      `Renews every ${interval} at this price until you cancel, which you can do at any time in Tidings.`,
    testNotice:
      'This is the built-in test payment provider. No money moves. Use the test card 4242 4242 4242 4242 with expiry 12/27; 4000 0000 0000 0002 is declined, and 4000 0000 0000 0341 is saved but declined when charged.',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    save: 'Save card',
    pay: 'Pay and subscribe',
    back: 'Back to Tidings',
    unknownCard:
      'This test provider takes only the test cards 4242 4242 4242 4242, 4000 0000 0000 0002 and 4000 0000 0000 0341.',
    badExpiry: 'Enter the expiry as month and year, for example 12/27.',
    expired: 'This card has expired.',
    badCvc: 'Enter the security code: the 3 or 4 digits on the back of the card.',
    declined: 'Payment processing failed. Your card was declined; try another card.',
    expiredLink: 'This payment link has expired. Go back to Tidings and open it again.',
    alreadyPremium: 'You already have Tidings Premium.',
  },
  nl: {
    title: 'Betaalmethode – testbetalingen van Tidings',
    heading: 'Voer een kaart in',
    subscribeHeading: (price: string, interval: PlanInterval) =>
      `Abonneer je op Tidings Premium: ${price} per ${interval === 'month' ? 'maand' : 'jaar'}`,
    renews: (interval: PlanInterval) =>
      `Wordt elk${interval === 'month' ? 'e maand' : ' jaar'} tegen deze prijs verlengd tot je opzegt; dat kan altijd in Tidings.`,
    testNotice:
      'Dit is de ingebouwde testbetaalprovider. Er wordt geen geld overgemaakt. Gebruik de testkaart 4242 4242 4242 4242 met vervaldatum 12/27; 4000 0000 0000 0002 wordt geweigerd, en 4000 0000 0000 0341 wordt opgeslagen maar geweigerd bij het afschrijven.',
    number: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    cvc: 'Beveiligingscode',
    save: 'Kaart opslaan',
    pay: 'Betalen en abonneren',
    back: 'Terug naar Tidings',
    unknownCard:
      'Deze testprovider accepteert alleen de testkaarten 4242 4242 4242 4242, 4000 0000 0000 0002 en 4000 0000 0000 0341.',
    badExpiry: 'Vul de vervaldatum in als maand en jaar, bijvoorbeeld 12/27.',
    expired: 'Deze kaart is verlopen.',
    badCvc: 'Vul de beveiligingscode in: de 3 of 4 cijfers achter op de kaart.',
    declined: 'Betaling mislukt. Je kaart is geweigerd; probeer een andere kaart.',
    expiredLink: 'Deze betaallink is verlopen. Ga terug naar Tidings en open hem opnieuw.',
    alreadyPremium: 'Je hebt Tidings Premium al.',
  },
} satisfies Record<Lang, unknown>;

const langOf = (lang: string | undefined): Lang => (isDutch(lang) ? 'nl' : 'en');

interface PageClaims {
  userId: string;
  purpose: PaymentPagePurpose;
  lang: Lang;
}

export interface LocalPayLinks {
  linkFor(request: { userId: string; purpose: PaymentPagePurpose; lang: string }): Promise<string>;
}

export function localPayLinks(
  secret: Buffer,
  clock: () => number,
): LocalPayLinks & {
  read(token: string): Promise<PageClaims | null>;
} {
  return {
    async linkFor({ userId, purpose, lang }) {
      const token = await new SignJWT({ purpose, lang: langOf(lang) })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(clock() / 1000))
        .setExpirationTime(Math.floor(clock() / 1000) + LINK_LIFETIME_SECONDS)
        .sign(secret);
      return `${LOCAL_PAY_PATH}?t=${encodeURIComponent(token)}`;
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          audience: AUDIENCE,
          algorithms: ['HS256'],
          currentDate: new Date(clock()),
        });
        const purpose = payload.purpose as PaymentPagePurpose | undefined;
        const validPurpose =
          purpose?.kind === 'update' || (purpose?.kind === 'subscribe' && isPlanId(String(purpose.planId)));
        if (!payload.sub || !validPurpose) return null;
        return { userId: payload.sub, purpose, lang: langOf(String(payload.lang)) };
      } catch {
        return null;
      }
    },
  };
}

function priceText(planId: PlanId, lang: Lang, currency: string): string {
  return formatMoney(PLAN_PRICES_CENTS[planId] / 100, currency, mailLocale(lang));
}

function page(
  reply: FastifyReply,
  options: {
    token?: string;
    claims?: PageClaims;
    currency?: string;
    error?: string;
    lang?: Lang;
    /** What the reader typed, kept after an error so only the wrong field needs typing again (never the code). */
    entered?: { number: string; expiry: string };
  },
) {
  const lang = options.claims?.lang ?? options.lang ?? 'en';
  const t = texts[lang];
  const e = escapeHtml;
  const purpose = options.claims?.purpose;
  const plan = purpose?.kind === 'subscribe' && isPlanId(purpose.planId) ? purpose.planId : undefined;
  const heading = plan
    ? t.subscribeHeading(priceText(plan, lang, options.currency ?? 'USD'), PLAN_INTERVALS[plan])
    : t.heading;
  // Honest about what paying starts: a charge that comes back every month or year.
  const renews = plan && options.token ? `<p>${e(t.renews(PLAN_INTERVALS[plan]))}</p>` : '';
  // The page comes back with what went wrong: the keyboard and a screen reader start there, not at the top.
  const error = options.error ? `<p role="alert" class="error" tabindex="-1" autofocus>${e(options.error)}</p>` : '';
  const form = options.token
    ? `<form method="post" action="${LOCAL_PAY_PATH}">
<input type="hidden" name="t" value="${e(options.token)}">
<label>${e(t.number)}<input name="number" inputmode="numeric" autocomplete="cc-number" required maxlength="23" value="${e(options.entered?.number ?? '')}"></label>
<label>${e(t.expiry)}<input name="expiry" autocomplete="cc-exp" required maxlength="7" placeholder="12/27" value="${e(options.entered?.expiry ?? '')}"></label>
<label>${e(t.cvc)}<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required maxlength="4"></label>
<button type="submit">${e(purpose?.kind === 'subscribe' ? t.pay : t.save)}</button>
</form>`
    : '';
  return sendServerPage(reply, {
    lang,
    title: t.title,
    css: `body{font-family:system-ui,sans-serif;max-width:28rem;margin:0 auto;padding:1.5rem 1rem;color:#18181b;background:#fff;line-height:1.5}
@media (prefers-color-scheme:dark){body{background:#18181b;color:#f4f4f5}input{background:#27272a;color:#f4f4f5}}
h1{font-size:1.3rem}label{display:block;margin:0 0 .9rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;margin-top:.3rem;padding:.55rem;font:inherit;border:1px solid #71717a;border-radius:6px}
button{padding:.6rem 1.1rem;font:inherit;font-weight:600;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.notice{background:#fef3c7;color:#422006;padding:.75rem;border-radius:6px}.error{background:#fee2e2;color:#7f1d1d;padding:.75rem;border-radius:6px}
a{color:inherit}`,
    main: `<h1>${e(heading)}</h1>
<p class="notice">${e(t.testNotice)}</p>
${error}
${renews}
${form}
<p><a href="/">${e(t.back)}</a></p>`,
  });
}

/**
 * A link that is no longer valid, in the language it was made for: the language is read from the
 * token without trusting it (it only picks English or Dutch), and nothing else is.
 */
function expiredLink(reply: FastifyReply, token: string) {
  let lang: Lang = 'en';
  try {
    lang = langOf(String(decodeJwt(token).lang));
  } catch {
    // No token, or not one of ours: English.
  }
  return page(reply.code(400), { lang, error: texts[lang].expiredLink });
}

export const localPayPage: FastifyPluginAsync<{ billing: Billing; links: ReturnType<typeof localPayLinks> }> = async (
  app,
  { billing, links },
) => {
  await app.register(formBody, { bodyLimit: 4096 });

  app.get(LOCAL_PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const token = String((request.query as { t?: unknown }).t ?? '');
    const claims = await links.read(token);
    if (!claims) return expiredLink(reply, token);
    return page(reply, { token, claims, currency: await billing.subscribeCurrency(claims.userId, claims.lang) });
  });

  app.post(LOCAL_PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const token = String(form.t ?? '');
    const claims = await links.read(token);
    if (!claims) return expiredLink(reply, token);
    const t = texts[claims.lang];
    const currency = await billing.subscribeCurrency(claims.userId, claims.lang);
    const entered = { number: String(form.number ?? '').slice(0, 23), expiry: String(form.expiry ?? '').slice(0, 7) };
    const again = (error: string, code = 400) => page(reply.code(code), { token, claims, currency, error, entered });
    // A page sent again after paying (the browser's Back, a second tab) changes nothing.
    if (claims.purpose.kind === 'subscribe') {
      const status = await billing.status(claims.userId);
      if (status.premium && status.label === 'active') {
        return page(reply.code(400), { claims, currency, error: t.alreadyPremium });
      }
    }

    const checked = checkTestCard(entered.number, entered.expiry, String(form.cvc ?? ''), new Date(app.clock()));
    if (!checked.ok) {
      if (checked.reason === 'declined') return again(t.declined, 402);
      const messages = {
        'unknown-card': t.unknownCard,
        expired: t.expired,
        'bad-expiry': t.badExpiry,
        'bad-cvc': t.badCvc,
      };
      return again(messages[checked.reason]);
    }
    const customerId = await billing.customerFor(claims.userId, '');
    const paymentMethod = await saveLocalCard(app.database.db, customerId, checked.card, new Date(app.clock()));
    await billing.cardSaved(claims.userId, paymentMethod);
    if (claims.purpose.kind === 'update') return reply.redirect('/?billing=card-saved', 303);

    try {
      await billing.subscribe(claims.userId, '', claims.purpose.planId, claims.lang);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'PAYMENT_FAILED') return again(t.declined, 402);
      if (code === 'ALREADY_PREMIUM') return page(reply.code(400), { claims, currency, error: t.alreadyPremium });
      throw error;
    }
    return reply.redirect('/?billing=subscribed', 303);
  });
};
