import { Select } from "@/components/ui/select";
import { FilterField } from "./filter-field";

export type FilterOption = { value: string | number; label: string };

type Props = {
  id: string;
  label: string;
  value: string | number | null | undefined;
  options: readonly FilterOption[];
  /** The first option, of the empty value ("all", or what to choose first while disabled); none when absent. */
  all?: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The classes of the field around the label and the select. */
  className?: string;
};

/** A filter of a list: a label above a native select of the given options, after an optional "all". */
export function FilterSelect({ id, label, value, options, all, onChange, disabled, className }: Props) {
  return (
    <FilterField id={id} label={label} className={className}>
      <Select id={id} value={value ?? ""} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FilterField>
  );
}

/** Records as options: each one's id, labelled by its name. */
export function namedOptions(items: readonly { id: string | number; name: string }[]): FilterOption[] {
  return items.map((item) => ({ value: item.id, label: item.name }));
}
