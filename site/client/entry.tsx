import '../engine-config';
import type { ComponentType, ReactElement } from 'react';
import type { EngineSettings } from '@quai/engine/engine-context';
import { hydrateIslands, lazyDefinitions } from '@quai/engine/hydrate-islands';
import { PAGE_CONTEXT_ID } from '@quai/engine/islands';
import { Registry } from '@quai/engine/registry';
import type { PageContext } from '../server/runtime';
import { CONSENT_CHOICE_ATTRIBUTE, startConsentOnPage } from '../shell/consent-banner/consent-on-page';
import { withPageProviders } from '../shell/page-providers';

/**
 * The browser entry, loaded only by pages that have islands: the site's two registries, in the
 * engine's one shape, and the page's providers; the engine's island entry does the rest. Block
 * renderers (blocks/<type>/Renderer.tsx) and the shell's component islands
 * (site/shell/islands/<name>.tsx) are one chunk each, fetched when an island needs them.
 */
const blocks = new Registry(
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  lazyDefinitions(import.meta.glob<{ default: ComponentType<any> }>('../../blocks/*/Renderer.tsx'), (path) => path.split('/').at(-2)!),
);
const components = new Registry(
  // biome-ignore lint/suspicious/noExplicitAny: a registry holds components of every props shape; whoever looks a name up knows its props.
  lazyDefinitions(import.meta.glob<{ default: ComponentType<any> }>('../shell/islands/*.tsx'), (path) =>
    path
      .split('/')
      .at(-1)!
      .replace(/\.tsx$/, ''),
  ),
);

// React hoists this async script into the head: on a long page, a cached entry can run before
// the page context and the islands at the end of the body are parsed.
if (document.readyState === 'loading')
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));

const context = JSON.parse(document.getElementById(PAGE_CONTEXT_ID)?.textContent ?? '{}') as PageContext;

// The consent banner is the server's HTML (every page with the shell): its buttons answer from now on.
if (document.querySelector(`[${CONSENT_CHOICE_ATTRIBUTE}]`))
  startConsentOnPage({ locale: context.locale, messages: context.messages, path: location.pathname });

const settings: EngineSettings = {
  registry: blocks,
  mode: context.mode,
  log: (message, detail) => console.error(message, detail),
  islandShell: (island: ReactElement) => withPageProviders(context, island),
};

// `?inspect` hands the page's machines to Stately's hosted inspector before any island starts
// one; the inspector's code is a chunk of its own, loaded only then.
if (new URLSearchParams(location.search).has('inspect')) {
  void import('./browser-inspect')
    .then((module) => module.inspectMachines())
    .catch((error: unknown) => console.error('inspector failed to load', error))
    .finally(() => hydrateIslands({ settings, components }));
} else {
  hydrateIslands({ settings, components });
}
