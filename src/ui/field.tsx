// Form fields shared by the app's forms: the label, the control, a hint and the inline error, with
// the error and hint tied to the control for screen readers.
import type { ReactNode } from 'react';

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400';

export const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/** What a field's control spreads onto itself: its id, the input style and the wiring to the hint and error. */
export type FieldControl = {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * A labelled form control with an optional hint and the message of an error. The control is drawn by
 * `children`, which gets the props to spread on it; `describedBy` names text elsewhere on the page
 * that also describes it (a hint shared by two fields).
 */
export function Field({
  id,
  label,
  error,
  hint,
  describedBy,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  describedBy?: string | undefined;
  className?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [hintId, describedBy, errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children({ id, className: inputClass, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedByIds || undefined })}
      {hint ? (
        <p id={hintId} className="mt-1 flex gap-1.5 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** The message under a field that did not pass; nothing when there is none. */
function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
