// The on/any switch of a filter bar (Fluent Switch); a chunk of its own, since most filter bars have none.

import { Switch } from '@fluentui/react-components';

export interface FilterSwitchProps {
  label: string;
  checked: boolean;
  className?: string;
  onChange(checked: boolean): void;
}

export function FilterSwitch({ label, checked, className, onChange }: FilterSwitchProps) {
  return (
    <Switch
      className={className}
      label={label}
      checked={checked}
      onChange={(_, data) => onChange(data.checked)}
    />
  );
}
