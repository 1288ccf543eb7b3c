import type { BlockNodeLike } from '@quai/engine/content-validator';
import { EDITORIAL_NORMALISERS } from './editorial-paragraphs';
import {
  attribute,
  boolean,
  fileUrl,
  image,
  labelledLink,
  link,
  linkPath,
  links,
  number,
  pairs,
  richText,
  text,
  type NormaliseContext,
} from './fields';
import type { Resource } from './jsonapi';
import { children, defined, title, type Normaliser } from './paragraph-kit';

/**
 * One normaliser per paragraph type of the content system, keyed by the block type it gives.
 * The field names are those of the CMS (see docs/more-blocks-and-drupal.md for each type).
 */
const NORMALISERS: Record<string, [blockType: string, normalise: Normaliser]> = {
  'paragraph--paragraph': ['paragraph', (p) => defined({ title: title(p), text: richText(p, 'field_text') })],
  'paragraph--banner': [
    'banner',
    (p, context) =>
      defined({
        backgroundColor: text(p, 'field_background_color'),
        title: title(p),
        text: richText(p, 'field_banner_text'),
        image: image(p, 'field_media_image', context),
        link: link(p, 'field_link', linkVariant(text(p, 'field_link_variant'))),
      }),
  ],
  'paragraph--key_figures': [
    'key-figures',
    (p, context) =>
      defined({
        title: title(p),
        figures: children(p, 'field_figures', context, (figure) =>
          defined({
            number: text(figure, 'field_number'),
            exponent: text(figure, 'field_exponent'),
            description: text(figure, 'field_description'),
          }),
        ),
      }),
  ],
  'paragraph--accordion': [
    'accordion',
    (p, context) =>
      defined({
        title: title(p),
        faqPage: boolean(p, 'field_faq_page'),
        items: children(p, 'field_accordion_items', context, (item) =>
          defined({ title: title(item), content: richText(item, 'field_text') }),
        ),
      }),
  ],
  'paragraph--link_list': ['link-list', (p) => defined({ title: title(p), links: links(p, 'field_links') })],
  'paragraph--link_group': ['link-group', (p) => defined({ title: title(p), links: links(p, 'field_links') })],
  // A webform reference field names the form by its machine id, which the webforms collection is keyed by.
  'paragraph--webform': ['webform-block', (p) => defined({ form: webformId(p, 'field_webform') })],
  'paragraph--train_number_form': ['train-number-form', (p) => defined({ title: title(p), link: linkPath(p, 'field_link') })],
  'paragraph--station_schedule_form': [
    'station-schedule-form',
    (p) => defined({ title: title(p), scheduleUrl: text(p, 'field_schedule_url') }),
  ],
  'paragraph--regions': [
    'regions',
    (p, context) =>
      defined({
        title: title(p),
        regions: children(p, 'field_regions', context, (region) =>
          defined({
            code: text(region, 'field_region_code'),
            link: labelledLink(region, 'field_link'),
            text: richText(region, 'field_text'),
          }),
        ),
      }),
  ],
  'paragraph--indicator_filter': [
    'indicator-filter',
    (p, context) =>
      defined({
        title: title(p),
        filters: children(p, 'field_iv_filters', context, (filter) => {
          const [label] = pairs(filter, 'field_iv_filter_label');
          const item = context.included.first(filter, 'field_iv_filter_item')?.resource;
          return defined({
            label: label?.first,
            key: label?.second,
            item: item ? filterItem(item, context) : undefined,
            blocks: fieldParagraphs(filter, 'field_iv_filter_blocks', context),
          });
        }),
      }),
  ],
  'paragraph--slider': [
    'slider',
    (p, context) =>
      defined({
        title: title(p),
        slides: children(p, 'field_slides', context, (slide) =>
          defined({
            anchor: text(slide, 'field_anchor'),
            image: image(slide, 'field_media_image', context),
            title: title(slide),
            text: richText(slide, 'field_text'),
            link: link(slide, 'field_link'),
          }),
        ),
      }),
  ],
  'paragraph--documents': [
    'documents',
    (p, context) => {
      const file = (related: { resource: Resource; meta: Record<string, unknown> }) =>
        defined({
          filename: text(related.resource, 'filename'),
          url: fileUrl(related.resource, context),
          value: typeof related.meta.description === 'string' && related.meta.description ? related.meta.description : undefined,
          size: number(related.resource, 'filesize'),
        });
      const main = context.included.first(p, 'field_main_file');
      return defined({
        title: title(p),
        label: text(p, 'field_label'),
        mainFile: main ? file(main) : undefined,
        files: context.included.related(p, 'field_files').map(file),
      });
    },
  ],
  'paragraph--widget': [
    'widget',
    (p) => {
      const secondary = text(p, 'field_secondary_script');
      const dataAttributes = pairs(p, 'field_data_attributes');
      // The inline flag marks field_script as code to run, not the address of a script.
      const inline = attribute(p, 'field_inline') === true;
      return defined({
        title: title(p),
        selector: text(p, 'field_selector'),
        script: inline ? undefined : text(p, 'field_script'),
        inlineScript: inline ? text(p, 'field_script') : text(p, 'field_script_inline'),
        secondaryScript: secondary ? defined({ code: secondary, dataAttributes }) : undefined,
      });
    },
  ],
  'paragraph--hub': [
    'hub',
    (p, context) =>
      defined({
        title: title(p),
        entries: children(p, 'field_hub_entries', context, (entry) =>
          defined({
            label: title(entry),
            summary: text(entry, 'field_summary'),
            blocks: fieldParagraphs(entry, 'field_components', context),
          }),
        ),
      }),
  ],
  'paragraph--app_store_promo': [
    'app-store-promo',
    (p, context) => {
      const score = number(p, 'field_rating_score');
      return defined({
        title: title(p),
        text: richText(p, 'field_text'),
        image: image(p, 'field_media_image', context),
        rating: score === undefined ? undefined : defined({ score, reviews: number(p, 'field_rating_reviews') }),
        stores: links(p, 'field_store_links').flatMap(({ href }) => {
          const store = storeOf(href);
          return store ? [{ store, href }] : [];
        }),
      });
    },
  ],
  'paragraph--proof_figure': [
    'proof-figure',
    (p, context) =>
      defined({
        figure: text(p, 'field_figure'),
        unit: text(p, 'field_unit'),
        statement: title(p),
        source: text(p, 'field_source'),
        text: richText(p, 'field_text'),
        image: image(p, 'field_media_image', context),
        link: link(p, 'field_link'),
      }),
  ],
  'paragraph--contact': [
    'contact',
    (p, context) =>
      defined({
        title: title(p),
        text: richText(p, 'field_text'),
        channels: children(p, 'field_contact_channels', context, contactChannel),
      }),
  ],
  'paragraph--method_chooser': [
    'method-chooser',
    (p, context) =>
      defined({
        title: title(p),
        methods: children(p, 'field_methods', context, (method) => {
          const target = link(method, 'field_link');
          return defined({
            id: text(method, 'field_method_id'),
            title: title(method),
            text: richText(method, 'field_text'),
            link: target ? { href: target.href, label: target.label } : undefined,
          });
        }),
      }),
  ],
  ...EDITORIAL_NORMALISERS,
};

/** The indicator filter's item, by its paragraph type (paragraph--iv_filter_label / _region / _date). */
function filterItem(item: Resource, context: NormaliseContext) {
  switch (item.type) {
    case 'paragraph--iv_filter_label':
      return {
        kind: 'labels',
        labels: pairs(item, 'field_iv_filter_lbl_labels').map(({ first, second }) => ({ region: first, perimeter: second })),
      };
    case 'paragraph--iv_filter_region':
      return {
        kind: 'region',
        regions: context.included
          .related(item, 'field_iv_filter_region')
          .map(({ resource }) => ({ areaCode: text(resource, 'field_region_area_code'), title: text(resource, 'title') })),
      };
    case 'paragraph--iv_filter_date':
      return { kind: 'date' };
    default:
      return { kind: item.type };
  }
}

function contactChannel(channel: Resource) {
  const label = text(channel, 'field_label');
  switch (channel.type) {
    case 'paragraph--contact_phone':
      return defined({
        kind: 'phone',
        label,
        number: text(channel, 'field_phone'),
        cost: text(channel, 'field_cost'),
        hours: text(channel, 'field_hours'),
      });
    case 'paragraph--contact_email':
      return defined({ kind: 'email', label, email: text(channel, 'field_email'), hours: text(channel, 'field_hours') });
    case 'paragraph--contact_address':
      return defined({ kind: 'address', label, lines: (attribute(channel, 'field_address_lines') as string[] | undefined) ?? [] });
    default:
      return defined({ kind: 'link', label, link: link(channel, 'field_link'), hours: text(channel, 'field_hours') });
  }
}

/** A variant the editor chose in a list field; none leaves the link's own class (or no variant). */
function linkVariant(value: string | undefined): 'text' | 'button' | undefined {
  return value === 'text' || value === 'button' ? value : undefined;
}

function storeOf(href: string): 'app-store' | 'google-play' | undefined {
  const host = new URL(href).hostname;
  if (host === 'apps.apple.com') return 'app-store';
  if (host === 'play.google.com') return 'google-play';
  return undefined;
}

/**
 * A paragraph as a block node. A paragraph type the adapter does not know keeps its CMS type, so
 * validation reports it (and development shows the debug block) instead of dropping it silently.
 */
export function normaliseParagraph(paragraph: Resource, context: NormaliseContext): BlockNodeLike {
  const known = NORMALISERS[paragraph.type];
  if (!known) return { type: paragraph.type };
  const [type, normalise] = known;
  return { type, ...normalise(paragraph, context, fieldParagraphs) };
}

/** The paragraphs of a reference field, as block nodes, in order. */
export function fieldParagraphs(resource: Resource, field: string, context: NormaliseContext): BlockNodeLike[] {
  return context.included.related(resource, field).map(({ resource: paragraph }) => normaliseParagraph(paragraph, context));
}

/** The paragraph types the adapter normalises, with the block type each gives. */
export const PARAGRAPH_TYPES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(NORMALISERS).map(([paragraphType, [blockType]]) => [paragraphType, blockType]),
);

/** The machine id of the webform an entity reference field points at (`drupal_internal__target_id`). */
function webformId(paragraph: Resource, field: string): string | undefined {
  const data = paragraph.relationships?.[field]?.data;
  const target = data && !Array.isArray(data) ? data.meta?.drupal_internal__target_id : undefined;
  return typeof target === 'string' ? target : undefined;
}
