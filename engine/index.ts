/**
 * The engine's main entry: what a site needs to configure it, declare blocks and render pages.
 * Every module is also reachable on its own as `@quai/engine/<module>`.
 */
export { Blocks, Block, islandIdPrefix, islandRoot } from './Blocks';
export {
  configureEngine,
  engineConfig,
  type EngineConfig,
  type EngineTypes,
  type LayoutSettings,
  type LayoutName,
  type Locale,
} from './config';
export { ContentValidator, type BlockNodeLike } from './content-validator';
export { defineBlock, type BlockDefinition, type BlockRenderer, type HydrationMode } from './definition';
export { EngineProvider, PointerContext, useEngine, type EngineSettings, type RenderMode } from './engine-context';
export { I18nProvider, createTranslator, isLocale, useLocale, useT, type Messages, type Translate } from './i18n';
export { Island } from './Island';
export { LayoutProvider, useLayout } from './layout';
export { BlockRegistry } from './registry';
export { RequestProvider, useRequest, type RequestInfo } from './request';
export { type DateFormat, formatInSiteTime, siteTimeOffset, siteTimeZone } from './time';
