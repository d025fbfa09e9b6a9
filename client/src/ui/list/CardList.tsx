import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { staticStyles, useStaticStyles } from '../staticStyles.js';

// The cards are plain elements with class names made once (staticStyles.ts): the same styles as the Chakra
// components they were written with (Grid, Card, Flex, Stack, Text, LinkOverlay and Link), at a fraction of the cost
// per element, which a list page on a phone pays some two hundred times.
const cardStyles = staticStyles((system) => {
  // A recipe's function gives each slot's styles (Chakra's types call them class names).
  const card = system.sva(system.getSlotRecipe('card'))({ size: 'sm' }) as unknown as Record<'root' | 'body', object>;
  const link = system.cva(system.getRecipe('link'))({}) as unknown as object;
  const stack = { display: 'flex', flexDirection: 'column', gap: '0', minW: '0' } as const;
  return {
    list: [
      {
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
      },
      { gap: '3', listStyleType: 'none' },
    ],
    card: [card.root, { position: 'relative', _hover: { borderColor: 'brand.solid' } }],
    body: [card.body, { gap: '3' }],
    head: { display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: '2' },
    stack,
    link: [
      {
        position: 'static',
        '&::before': {
          content: "''",
          cursor: 'inherit',
          display: 'block',
          position: 'absolute',
          top: 0,
          left: 0,
          zIndex: 0,
          width: '100%',
          height: '100%',
        },
      },
      link,
      { fontWeight: 'semibold', color: 'brand.fg', wordBreak: 'break-word' },
    ],
    facts: { display: 'flex', alignItems: 'start', flexDirection: 'row', flexWrap: 'wrap', gap: '4' },
    label: { fontSize: 'xs', color: 'fg.muted' },
    value: { fontSize: 'sm', wordBreak: 'break-word' },
  };
});

/** A list on a phone or a narrow screen: its rows as cards, one column, two from a medium screen on. */
export function CardList({ children }: { children: ReactNode }) {
  const s = useStaticStyles(cardStyles);
  return <ul className={s.list}>{children}</ul>;
}

/** One labelled value of a card. */
export function CardFact({ label, children }: { label: string; children: ReactNode }) {
  const s = useStaticStyles(cardStyles);
  return (
    <div className={`chakra-stack ${s.stack}`}>
      <p className={s.label}>{label}</p>
      <p className={s.value}>{children}</p>
    </div>
  );
}

export interface LinkedCardProps {
  /** The details the whole card opens. */
  to: string;
  /** What the link says to assistive technology when the title alone is ambiguous. */
  linkLabel: string;
  title: string;
  /** Lines under the title (a trade name, a CNPJ). */
  subtitle?: ReactNode;
  /** The status, top right. */
  badge?: ReactNode;
  /** The card's facts (CardFact), in a wrapping row. */
  facts: ReactNode;
  /** Below the facts (the age bar of an opportunity in analysis). */
  footer?: ReactNode;
}

/** A row of a list as a card whose whole surface opens its details; its title is the one link inside. */
export function LinkedCard({ to, linkLabel, title, subtitle, badge, facts, footer }: LinkedCardProps) {
  const s = useStaticStyles(cardStyles);
  return (
    <li className={`chakra-card__root ${s.card}`}>
      <div className={`chakra-card__body ${s.body}`}>
        <div className={s.head}>
          <div className={`chakra-stack ${s.stack}`}>
            <RouterLink to={to} aria-label={linkLabel} className={`chakra-link chakra-linkbox__overlay ${s.link}`}>
              {title}
            </RouterLink>
            {subtitle}
          </div>
          {badge}
        </div>
        <div className={`chakra-stack ${s.facts}`}>{facts}</div>
        {footer}
      </div>
    </li>
  );
}
