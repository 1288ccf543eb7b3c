import type { ElementType } from 'react';
import type { Image, Link, RichText as RichTextHtml } from '../../schemas/generated/common';
import { Picture } from './Picture';
import { RichText } from './RichText';
import { SmartLink } from './SmartLink';

export interface CardContent {
  title: string;
  text?: RichTextHtml;
  image?: Image;
  link?: Link;
}

/** Class names a card block gives to each part of its cards. */
export interface CardClasses {
  image?: string;
  body?: string;
  title?: string;
  text?: string;
  link?: string;
}

/**
 * The image, title, text and link of a content card, shared by the card blocks (thumbnails,
 * focus cards, carousels). Missing parts are left out. The link is a call to action below the
 * text, so a card has a single link and its label stays the content system's.
 */
export function CardBody({
  card,
  heading: Heading,
  classes = {},
  imageSize,
}: {
  card: CardContent;
  heading: ElementType;
  classes?: CardClasses;
  imageSize?: { width: number; height: number };
}) {
  return (
    <>
      {card.image && <Picture image={card.image} width={imageSize?.width} height={imageSize?.height} className={classes.image} />}
      <div className={classes.body}>
        <Heading className={classes.title}>{card.title}</Heading>
        <RichText html={card.text} className={classes.text} />
        {card.link && <SmartLink link={card.link} className={classes.link} />}
      </div>
    </>
  );
}
