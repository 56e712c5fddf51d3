/** Trimmed text values and checkbox booleans from a submitted form. */
export function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    text: (name: string) => String(data.get(name) ?? '').trim(),
    checked: (name: string) => data.get(name) === 'on',
  };
}
