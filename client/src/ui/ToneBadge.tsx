import { type StaticStyles, staticStyles, useStaticStyles } from './staticStyles.js';

/** Chakra's Badge (subtle, md) in each status's tone, as class names made once: a list shows one per row. */
export const toneBadgeStyles = <S extends string>(tones: Record<S, string>) =>
  staticStyles((system) => {
    const badge = system.cva(system.getRecipe('badge'))({ variant: 'subtle', size: 'md' }) as unknown as object;
    return Object.fromEntries(
      Object.entries(tones).map(([status, tone]) => [status, [badge, { colorPalette: tone, whiteSpace: 'nowrap' }]]),
    ) as Record<S, object[]>;
  });

export interface ToneBadgeProps<S extends string> {
  styles: StaticStyles<S>;
  status: S;
  label: string;
}

/** A status as its label on its tone (the label says it; the colour only helps the eye). */
export function ToneBadge<S extends string>({ styles, status, label }: ToneBadgeProps<S>) {
  const s = useStaticStyles(styles);
  return <span className={`chakra-badge ${s[status]}`}>{label}</span>;
}
