import React, {useId, type InputHTMLAttributes, type ReactNode} from 'react';
import styles from './styles.module.css';

/*
 * The labelled fields of the editors' pages (NewPostPage, PhotoPage): a hint under the label and,
 * below the control, what is wrong with it, read out as it changes.
 */

interface FieldProps {
  /** The control's id, for the page to focus it. */
  id: string;
  label: string;
  hint: ReactNode;
  /** Shown once the editor has typed or tried to send the form. */
  problem: string | undefined;
  /** Renders the control with the props that tie it to its label, hint and problem. */
  children: (control: ControlProps) => ReactNode;
}

interface ControlProps {
  id: string;
  className: string;
  'aria-describedby': string;
  'aria-invalid': boolean;
}

/** A labelled control with its hint and, below, what is wrong with it (read out as it changes). */
export function Field({id, label, hint, problem, children}: FieldProps): ReactNode {
  const describedBy = useId();
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <p className="margin-bottom--sm" id={`${describedBy}-hint`}>
        <small>{hint}</small>
      </p>
      {children({
        id,
        className: styles.input,
        'aria-describedby': `${describedBy}-hint ${describedBy}-problem`,
        'aria-invalid': problem !== undefined,
      })}
      {/* In the page while empty too, so what it later says is read out. */}
      <p
        className={problem ? 'alert alert--danger margin-top--sm' : undefined}
        id={`${describedBy}-problem`}
        aria-live="polite">
        {problem}
      </p>
    </div>
  );
}

interface TextFieldProps extends Omit<FieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  /** How a phone's keyboard suits the text, and the like. */
  input?: InputHTMLAttributes<HTMLInputElement>;
}

/** A field for one line of text. */
export function TextField({value, onChange, input, ...field}: TextFieldProps): ReactNode {
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          {...input}
          type="text"
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </Field>
  );
}
