import { boolean, image, link, linkPath, links, number, richText, text, type NormaliseContext } from './fields';
import type { Resource } from './jsonapi';
import { children, defined, title, type Normaliser } from './paragraph-kit';

/** A card of focus cards, thumbnails push and card carousel (paragraph--card, paragraph--thumbnail). */
const card = (context: NormaliseContext) => (item: Resource) =>
  defined({
    title: title(item),
    text: richText(item, 'field_text'),
    image: image(item, 'field_media_image', context),
    link: link(item, 'field_link'),
  });

/** Timeline events: a date as written and rich text; the two timelines name the text differently. */
const events = (p: Resource, context: NormaliseContext, textKey: 'contents' | 'content') =>
  children(p, 'field_events', context, (event) => defined({ date: text(event, 'field_date'), [textKey]: richText(event, 'field_text') }));

/**
 * The editorial paragraph types, keyed by paragraph type with the block type each gives (see
 * docs/more-blocks-and-drupal.md). Paragraphs that hold blocks read them from `field_components`.
 */
export const EDITORIAL_NORMALISERS: Record<string, [blockType: string, normalise: Normaliser]> = {
  'paragraph--focus_cards': [
    'focus-cards',
    (p, context) =>
      defined({ title: title(p), variant: text(p, 'field_variant'), cards: children(p, 'field_cards', context, card(context)) }),
  ],
  'paragraph--thumbnails_push': [
    'thumbnails-push',
    (p, context) =>
      defined({ title: title(p), variant: text(p, 'field_variant'), items: children(p, 'field_items', context, card(context)) }),
  ],
  'paragraph--card_carousel': [
    'card-carousel',
    (p, context) =>
      defined({
        title: title(p),
        autoplay: boolean(p, 'field_autoplay'),
        delay: number(p, 'field_delay'),
        cards: children(p, 'field_cards', context, card(context)),
      }),
  ],
  'paragraph--crisis_timeline': ['crisis-timeline', (p, context) => defined({ title: title(p), events: events(p, context, 'contents') })],
  'paragraph--vertical_timeline': [
    'vertical-timeline',
    (p, context) => defined({ title: title(p), events: events(p, context, 'content') }),
  ],
  'paragraph--quote': ['quote', (p) => defined({ text: text(p, 'field_quote'), legend: text(p, 'field_legend') })],
  'paragraph--carousel': [
    'carousel',
    (p, context, blocks) =>
      defined({
        title: title(p),
        text: richText(p, 'field_text'),
        tabs: children(p, 'field_tabs', context, (tab) => defined({ label: title(tab), items: blocks(tab, 'field_components', context) })),
      }),
  ],
  'paragraph--diaporama': [
    'diaporama',
    (p, context) =>
      defined({
        title: title(p),
        autoplay: boolean(p, 'field_autoplay'),
        delay: number(p, 'field_delay'),
        slides: children(p, 'field_slides', context, (slide) =>
          defined({ image: image(slide, 'field_media_image', context), caption: text(slide, 'field_caption') }),
        ),
      }),
  ],
  'paragraph--promo_card': [
    'promo-card',
    (p, context) => {
      const top = text(p, 'field_color_top');
      const bottom = text(p, 'field_color_bottom');
      return defined({
        title: title(p),
        text: richText(p, 'field_text'),
        link: link(p, 'field_link'),
        icon: image(p, 'field_icon', context),
        colors: top && bottom ? { top, bottom } : undefined,
      });
    },
  ],
  'paragraph--image_overlay': [
    'image-overlay',
    (p, context) =>
      defined({
        image: image(p, 'field_media_image', context),
        title: title(p),
        content: richText(p, 'field_text'),
        link: link(p, 'field_link'),
      }),
  ],
  'paragraph--three_column': [
    'three-column',
    (p, context, blocks) => defined({ title: title(p), blocks: blocks(p, 'field_components', context) }),
  ],
  'paragraph--layout': [
    'layout',
    (p, context, blocks) =>
      defined({
        rows: children(p, 'field_rows', context, (row) =>
          defined({
            width: text(row, 'field_width'),
            verticalMargin: text(row, 'field_vertical_margin'),
            blocks: blocks(row, 'field_components', context),
          }),
        ),
      }),
  ],
  'paragraph--introduction': [
    'introduction',
    (p) =>
      defined({
        publishedAt: text(p, 'field_published_at'),
        updatedAt: text(p, 'field_updated_at'),
        readingTime: number(p, 'field_reading_time'),
        text: richText(p, 'field_text'),
      }),
  ],
  'paragraph--visual_header': [
    'visual-header',
    (p, context) =>
      defined({
        auto: boolean(p, 'field_auto'),
        idleTime: number(p, 'field_idle_time'),
        theme: text(p, 'field_theme'),
        slides: children(p, 'field_slides', context, (slide) =>
          defined({
            image: image(slide, 'field_media_image', context),
            title: title(slide),
            subtitle: text(slide, 'field_subtitle'),
            link: link(slide, 'field_link'),
          }),
        ),
      }),
  ],
  'paragraph--sub_menu': ['sub-menu', (p) => defined({ title: title(p), links: links(p, 'field_links') })],
  'paragraph--share_link': ['share-link', (p) => defined({ label: text(p, 'field_label') })],
  'paragraph--itinerary_search': ['itinerary-search', (p) => defined({ title: title(p), resultsPath: linkPath(p, 'field_link') })],
  'paragraph--itinerary_results': ['itinerary-results', (p) => defined({ title: title(p) })],
  'paragraph--station_departures': [
    'station-departures',
    (p) => defined({ title: title(p), codeZoneArret: text(p, 'field_code_zone_arret'), trainDetailsPath: linkPath(p, 'field_link') }),
  ],
  'paragraph--train_details': ['train-details', (p) => defined({ title: title(p) })],
};
