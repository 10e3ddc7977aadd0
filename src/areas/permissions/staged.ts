// Staged permission changes per role: what to add and remove, and the diff a person confirms ("ADMIN: +orders.refund, -links.write").
export type Staged = Readonly<Record<string, ReadonlySet<string>>>;

/** The role's codes after the staged toggles. */
export function nextCodes(
  held: readonly string[],
  toggled: ReadonlySet<string> | undefined,
): string[] {
  const result = new Set(held);
  for (const code of toggled ?? []) {
    if (result.has(code)) result.delete(code);
    else result.add(code);
  }
  return [...result];
}

/** Flips one code of one role; toggling twice leaves nothing staged. */
export function toggle(staged: Staged, role: string, code: string): Staged {
  const codes = new Set(staged[role] ?? []);
  if (codes.has(code)) codes.delete(code);
  else codes.add(code);
  const { [role]: _old, ...rest } = staged;
  return codes.size > 0 ? { ...rest, [role]: codes } : rest;
}

/** One line per changed role, additions then removals, in the order the codes are listed. */
export function diffLines(
  staged: Staged,
  held: Readonly<Record<string, readonly string[]>>,
  order: readonly string[],
): string[] {
  return Object.entries(staged)
    .filter(([, codes]) => codes.size > 0)
    .map(([role, codes]) => {
      const sorted = order.filter((code) => codes.has(code));
      const has = new Set(held[role] ?? []);
      const added = sorted.filter((code) => !has.has(code)).map((code) => `+${code}`);
      const removed = sorted.filter((code) => has.has(code)).map((code) => `-${code}`);
      return `${role}: ${[...added, ...removed].join(', ')}`;
    });
}
