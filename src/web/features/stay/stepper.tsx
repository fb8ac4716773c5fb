export interface StepperProps {
  id: string;
  label: string;
  value: number;
  min: number;
  max: number;
  lessLabel: string;
  moreLabel: string;
  onChange: (value: number) => void;
  disabled?: boolean;
  describedBy?: string;
  /** the value is out of bounds (kept as typed; the owner says why in `describedBy`) */
  invalid?: boolean;
}

/** A count with − and + buttons around a number field (adults, rooms); the owner judges what is typed. */
export function Stepper({ id, label, value, min, max, lessLabel, moreLabel, onChange, disabled, describedBy, invalid }: StepperProps) {
  return (
    <div className="stepper-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="stepper">
        <button type="button" className="stepper-button" aria-label={lessLabel} aria-controls={id} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          name={id}
          className="stepper-input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (event.target.value !== '' && Number.isFinite(next)) onChange(next);
          }}
        />
        <button type="button" className="stepper-button" aria-label={moreLabel} aria-controls={id} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
