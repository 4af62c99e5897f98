import { FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

/**
 * One of a list's choice filters: "any" first, then the options. A choice applies at once (the
 * words of the search row wait for its button). Inside the list's filter form, named `name`.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={FIELD_LABEL_CLASS}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
        className={FIELD_CLASS}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A list's period: two days, `from` and `to`, the second marked (and described by `errorId`)
 * while the period runs backwards. The form's submit applies them.
 */
export function PeriodFields({
  idPrefix,
  from,
  to,
  fromLabel,
  toLabel,
  reversed,
  errorId,
}: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
  fromLabel: string;
  toLabel: string;
  reversed: boolean;
  errorId: string;
}) {
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-from`} className={FIELD_LABEL_CLASS}>
          {fromLabel}
        </label>
        <input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from} className={FIELD_CLASS} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-to`} className={FIELD_LABEL_CLASS}>
          {toLabel}
        </label>
        <input
          id={`${idPrefix}-to`}
          name="to"
          type="date"
          defaultValue={to}
          aria-invalid={reversed || undefined}
          aria-describedby={reversed ? errorId : undefined}
          className={FIELD_CLASS}
        />
      </div>
    </>
  );
}
