// Form field styles and the inline error line shared by the app's forms.

export const inputClass =
  'mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400';

export const labelClass = 'block text-sm font-medium text-slate-700 dark:text-slate-200';

/** The message under a field that did not pass; nothing when there is none. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}
