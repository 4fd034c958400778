import type { FieldValues } from "react-hook-form";
import { CheckboxField } from "./checkbox-field";
import { CheckboxGroupField } from "./checkbox-group-field";
import { DateTimeField } from "./date-time-field";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

/**
 * The bound fields for a form whose values are `T`, to use inside its AppForm: each field's name is checked against
 * `T`. The same components, only typed, so they keep their identity from render to render.
 */
export function fieldsOf<T extends FieldValues>() {
  return {
    TextField: TextField<T>,
    SelectField: SelectField<T>,
    CheckboxField: CheckboxField<T>,
    CheckboxGroupField: CheckboxGroupField<T>,
    DateTimeField: DateTimeField<T>,
  };
}
