import { DayRangeInputs } from "@/components/form/day-range-inputs";
import { parseAsDay } from "@/lib/url-state/parse-as-day";

type Day = string | null;
type Props = {
  id: string;
  labels: { from: string; to: string };
  range: { from: Day; to: Day };
  /** One day changed: the day, or null when the field holds none. */
  onChange: (changes: { from: Day } | { to: Day }) => void;
};

/** The period of a list's filters in the URL: two days, read as `parseAsDay` reads the URL's. */
export function DayRangeFilter({ id, labels, range, onChange }: Props) {
  return (
    <DayRangeInputs
      id={id}
      from={{ label: labels.from, value: range.from, onChange: (day) => onChange({ from: parseAsDay.parse(day) }) }}
      to={{ label: labels.to, value: range.to, onChange: (day) => onChange({ to: parseAsDay.parse(day) }) }}
    />
  );
}
