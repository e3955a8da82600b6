/** Class names joined, skipping the ones a condition left out: `cx(styles.card, wide && styles.wide)`. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
