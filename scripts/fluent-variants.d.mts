// Types of the never-rendered Fluent variants (scripts/fluent-variants.mjs).
export interface UnrenderedVariants {
  component: string;
  wrappers?: readonly string[];
  defaults: Readonly<Record<string, string | number>>;
  never: Readonly<Record<string, readonly (string | number)[]>>;
  slots: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}
export const UNRENDERED_VARIANTS: readonly UnrenderedVariants[];
export const UNUSED_STYLE_SLOTS: Readonly<
  Record<string, Readonly<Record<string, readonly string[]>>>
>;
