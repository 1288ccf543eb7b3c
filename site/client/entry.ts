import '../engine-config';
import { PAGE_CONTEXT_ID } from '@quai/engine/islands';
import { scheduleIslands } from '@quai/engine/schedule-islands';
import type { PageContext } from '../server/runtime';
import { CONSENT_CHOICE_ATTRIBUTE, startConsentOnPage } from '../shell/consent-banner/consent-on-page';
import { startThemeOnPage, THEME_CHOICE_ATTRIBUTE } from '../shell/theme-on-page';
import { TICKETS_NOTICE_ATTRIBUTE } from '../../blocks/traveller-file/offline/tickets-online';

/**
 * The page's script, on every page with the shell, and no framework in it: it answers the consent
 * banner and the theme switch, and schedules each island to hydrate when its mode says. React, the engine's roots and
 * the registries (`./page-hydrator`) are a chunk of their own, imported when the first island is
 * to hydrate: a page whose islands all wait for the visitor (the home page) runs no React at start.
 */

// React hoists this async script into the head: on a long page, a cached entry can run before
// the page context and the islands at the end of the body are parsed.
if (document.readyState === 'loading')
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));

const context = JSON.parse(document.getElementById(PAGE_CONTEXT_ID)?.textContent ?? '{}') as PageContext;

// The consent banner is the server's HTML (every page with the shell): its buttons answer from now on.
if (document.querySelector(`[${CONSENT_CHOICE_ATTRIBUTE}]`))
  startConsentOnPage({ locale: context.locale, messages: context.messages, path: location.pathname });

// So does the header's theme switch (and the mobile menu's, rendered later).
if (document.querySelector(`[${THEME_CHOICE_ATTRIBUTE}]`)) startThemeOnPage();

// The tickets page keeps its tickets for use offline from the start, while its block waits for
// the visitor; the script doing it is a chunk of its own, loaded on that page only.
const ticketsNotice = document.querySelector<HTMLElement>(`[${TICKETS_NOTICE_ATTRIBUTE}]`);
if (ticketsNotice)
  void import('../../blocks/traveller-file/offline/tickets-on-page')
    .then((module) => module.startTicketsOnPage(ticketsNotice, context))
    .catch((error: unknown) => console.error('tickets failed to be kept offline', error));

// `?inspect` hands the page's machines to Stately's hosted inspector before any island starts
// one; the inspector's code is a chunk of its own, loaded only then.
const inspected = new URLSearchParams(location.search).has('inspect')
  ? import('./browser-inspect')
      .then((module) => module.inspectMachines())
      .catch((error: unknown) => console.error('inspector failed to load', error))
  : undefined;

scheduleIslands(async () => {
  await inspected;
  return (await import('./page-hydrator')).pageHydrator(context);
});
