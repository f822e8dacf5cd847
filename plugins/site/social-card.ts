/**
 * The social card's layout, as the tree satori draws (plugins/site/brand-images.ts): the logo and
 * the school's name, the tagline and the call to action on the site's indigo, in the one font.
 */
import {createElement as h, type ReactElement} from 'react';
import {splitIntoPhrases} from '../../lib/phrases';

/** What the social card says: the site's title and tagline, which the config takes from the facts. */
export interface CardText {
  readonly name: string;
  readonly tagline: string;
}

export const CALL_TO_ACTION = '無料体験レッスン受付中';

/** The family every text of the card is drawn in: brand-images loads it from an npm package. */
export const CARD_FONT = 'Noto Sans JP';

/**
 * The card, 1200×630. Its text is children, never markup. satori has no `word-break:
 * auto-phrase`: the tagline is BudouX's phrases, each an item of a wrapping row, so a line
 * never breaks inside one.
 */
export function socialCard({name, tagline}: CardText, logo: string): ReactElement {
  return h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 28,
        // Without it the padding adds to the width, and the tagline runs off the card.
        boxSizing: 'border-box',
        width: '100%',
        height: '100%',
        padding: '0 96px',
        backgroundImage: 'linear-gradient(135deg, #283377 0%, #3949ab 60%, #5c6bc0 100%)',
        color: '#fff',
        fontFamily: CARD_FONT,
      },
    },
    h(
      'div',
      {style: {display: 'flex', alignItems: 'center', gap: 28}},
      h('img', {src: logo, width: 120, height: 120, alt: ''}),
      h('div', {style: {fontSize: 64, fontWeight: 700, lineHeight: 1.25}}, name),
    ),
    h(
      'div',
      {style: {display: 'flex', flexWrap: 'wrap', fontSize: 36, lineHeight: 1.5}},
      ...splitIntoPhrases(tagline).map((phrase, index) => h('span', {key: index}, phrase)),
    ),
    h(
      'div',
      {
        style: {
          alignSelf: 'flex-start',
          padding: '14px 36px',
          borderRadius: 999,
          background: '#c2410c',
          fontSize: 32,
          fontWeight: 700,
        },
      },
      CALL_TO_ACTION,
    ),
  );
}
