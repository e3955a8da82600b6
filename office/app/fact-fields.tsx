import type { ReactNode } from 'react';
import type { FormFacts, FormField, SaleChoice } from '../api';
import * as styles from './office.css';

type FactFieldsProps = {
  facts: FormFacts;
  problems: Partial<Record<FormField, string>>;
  onChange: (change: Partial<FormFacts>) => void;
  /** A new project's web address, made from the address and editable; absent when editing. */
  webAddress?: { value: string; onChange: (value: string) => void };
};

type TextFact = 'address' | 'city' | 'state' | 'beds' | 'baths' | 'squareFeet' | 'listing';

const TEXT_FACTS: {
  field: TextFact;
  label: string;
  hint?: string;
  inputMode?: 'decimal' | 'numeric' | 'url';
  autoComplete?: string;
  wide?: boolean;
}[] = [
  {
    field: 'address',
    label: 'Address',
    hint: 'The street address, like 1021 Hosbrook St.',
    wide: true,
    autoComplete: 'off',
  },
  { field: 'city', label: 'City', autoComplete: 'off' },
  { field: 'state', label: 'State', autoComplete: 'off' },
  { field: 'beds', label: 'Beds', inputMode: 'decimal' },
  { field: 'baths', label: 'Baths', hint: 'A half bath is .5, like 2.5.', inputMode: 'decimal' },
  { field: 'squareFeet', label: 'Square feet', hint: 'Like 1,950.', inputMode: 'decimal' },
];

const STATUS_CHOICES: { value: SaleChoice; label: string }[] = [
  { value: 'for-sale', label: 'For sale' },
  { value: 'pending', label: 'Pending' },
  { value: 'sold', label: 'Sold' },
];

/** Years offered for Year sold: next year back to 1950, and the record's own if older. */
function saleYears(current: string): string[] {
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: thisYear + 2 - 1950 }, (_, at) => String(thisYear + 1 - at));
  return current && !years.includes(current) ? [current, ...years] : years;
}

/** One labelled control a fact, its message beside it, in the order the office thinks of them. */
export function FactFields({ facts, problems, onChange, webAddress }: FactFieldsProps) {
  return (
    <div className={styles.fields}>
      {TEXT_FACTS.map(({ field, label, hint, inputMode, autoComplete, wide }) => (
        <Field
          key={field}
          field={field}
          label={label}
          hint={hint}
          problem={problems[field]}
          wide={wide}
        >
          {(described) => (
            <input
              id={`fact-${field}`}
              className={styles.input}
              value={facts[field]}
              inputMode={inputMode}
              autoComplete={autoComplete}
              {...described}
              onChange={(event) => onChange({ [field]: event.target.value })}
            />
          )}
        </Field>
      ))}
      {webAddress && (
        <Field
          field="webAddress"
          label="Web address"
          hint={`The project’s page will be /projects/${webAddress.value || '…'}. Made from the address; you may change it.`}
          problem={problems.webAddress}
          wide
        >
          {(described) => (
            <input
              id="fact-webAddress"
              className={styles.input}
              value={webAddress.value}
              autoComplete="off"
              spellCheck={false}
              {...described}
              onChange={(event) => webAddress.onChange(event.target.value)}
            />
          )}
        </Field>
      )}
      <fieldset
        className={`${styles.field} ${styles.wide}`}
        aria-describedby={problems.status ? 'fact-status-problem' : undefined}
      >
        <legend className={styles.label}>Status</legend>
        <div className={styles.choices} role="radiogroup" aria-label="Status">
          {STATUS_CHOICES.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name="status"
                value={choice.value}
                checked={facts.status === choice.value}
                onChange={() =>
                  onChange({
                    status: choice.value,
                    // Sold offers this year, as most houses are marked sold the year they sell.
                    ...(choice.value === 'sold' &&
                      !facts.yearSold && { yearSold: String(new Date().getFullYear()) }),
                  })
                }
              />
              {choice.label}
            </label>
          ))}
        </div>
        {problems.status && (
          <p id="fact-status-problem" className={styles.fieldMessage}>
            {problems.status}
          </p>
        )}
      </fieldset>
      {facts.status === 'sold' && (
        <Field field="yearSold" label="Year sold" problem={problems.yearSold}>
          {(described) => (
            <select
              id="fact-yearSold"
              className={styles.input}
              value={facts.yearSold}
              {...described}
              onChange={(event) => onChange({ yearSold: event.target.value })}
            >
              {!facts.yearSold && <option value="">Choose the year</option>}
              {saleYears(facts.yearSold).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <fieldset className={`${styles.choices} ${styles.wide}`}>
        <legend className={styles.label}>The work</legend>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={facts.fullRemodel}
            onChange={(event) => onChange({ fullRemodel: event.target.checked })}
          />
          Full remodel
        </label>
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={facts.fullRenovation}
            onChange={(event) => onChange({ fullRenovation: event.target.checked })}
          />
          Full renovation
        </label>
      </fieldset>
      <Field
        field="listing"
        label="Listing link"
        hint="The house’s listing (Zillow, the MLS…). Leave it empty for a house not yet listed: the site then shows no listing link."
        problem={problems.listing}
        wide
      >
        {(described) => (
          <input
            id="fact-listing"
            type="url"
            className={styles.input}
            value={facts.listing}
            autoComplete="off"
            spellCheck={false}
            {...described}
            onChange={(event) => onChange({ listing: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}

type Described = { 'aria-describedby'?: string; 'aria-invalid'?: true };

type FieldProps = {
  field: FormField;
  label: string;
  hint?: string | undefined;
  problem: string | undefined;
  wide?: boolean | undefined;
  children: (described: Described) => ReactNode;
};

/** A label, the control, and under it the hint and the problem, both read with the control. */
function Field({ field, label, hint, problem, wide, children }: FieldProps) {
  const hintId = `fact-${field}-hint`;
  const problemId = `fact-${field}-problem`;
  const describedBy = [problem && problemId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={`fact-${field}`} className={styles.label}>
        {label}
      </label>
      {children({
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(problem && { 'aria-invalid': true as const }),
      })}
      {problem && (
        <p id={problemId} className={styles.fieldMessage}>
          {problem}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      )}
    </div>
  );
}
