import { staticStyles, useStaticStyles } from '../../../ui/staticStyles.js';
import { opportunityListMessages as m } from '../messages/list.js';
import { ageBar } from '../model.js';
import { ELAPSED_DAYS_CAP } from '../rules.js';

export interface AgeBarProps {
  /** Days since the validity began (creation or last approved renewal), as the API counts them, capped at 60. */
  elapsedDays: number;
  /** Days of validity left, as the API counts them from the same start; null outside analysis. */
  expireDays: number | null;
}

// Plain elements with class names made once (staticStyles.ts): the list shows a bar on every card in analysis.
const barStyles = staticStyles(() => {
  const fill = { h: 'full', bg: 'colorPalette.solid', rounded: 'full' } as const;
  return {
    stack: { display: 'flex', flexDirection: 'column', gap: '1', minW: '32' },
    track: { h: '2', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' },
    green: [{ colorPalette: 'green' }, fill],
    yellow: [{ colorPalette: 'yellow' }, fill],
    red: [{ colorPalette: 'red' }, fill],
    text: { fontSize: 'xs', color: 'fg.muted' },
  };
});

/**
 * How long an opportunity has waited in analysis (docs/rest-api.md, "Age of an opportunity"): a bar on a 60-day
 * scale, green up to 20 days, yellow to 40, red beyond, with the days written out (the colour alone says nothing to
 * some readers). Both numbers are the API's, so the list and the details cannot disagree with it or with each other.
 */
export function AgeBar({ elapsedDays, expireDays }: AgeBarProps) {
  const bar = ageBar(elapsedDays);
  const text = expireDays === null ? m.ageDays(bar.days) : `${m.ageDays(bar.days)} · ${m.daysLeft(expireDays)}`;
  const s = useStaticStyles(barStyles);
  return (
    <div className={`chakra-stack ${s.stack}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a styled bar with role="meter", as it always was */}
      <div
        role="meter"
        aria-label={m.columns.age}
        aria-valuemin={0}
        aria-valuemax={ELAPSED_DAYS_CAP}
        aria-valuenow={bar.days}
        aria-valuetext={text}
        className={s.track}
      >
        <div className={s[bar.tone]} style={{ width: `${bar.percent}%` }} />
      </div>
      <p className={s.text} aria-hidden>
        {text}
      </p>
    </div>
  );
}
